import { pocketColor } from '@hanpan/core/casino/roulette';
import { useState } from 'react';
import { won } from '../api.ts';
import type { GameProps } from '../main.tsx';
import { chipLabel, isCelebrated, useRound } from './use-round.ts';

type Bet = { kind: string; numbers?: number[]; index?: number; amount: number };

const outsideBets: { key: string; label: string; bet: Omit<Bet, 'amount'> }[] = [
  { key: 'dozen1', label: '1~12', bet: { kind: 'dozen', index: 1 } },
  { key: 'dozen2', label: '13~24', bet: { kind: 'dozen', index: 2 } },
  { key: 'dozen3', label: '25~36', bet: { kind: 'dozen', index: 3 } },
  { key: 'column1', label: '1열', bet: { kind: 'column', index: 1 } },
  { key: 'column2', label: '2열', bet: { kind: 'column', index: 2 } },
  { key: 'column3', label: '3열', bet: { kind: 'column', index: 3 } },
  { key: 'low', label: '1~18', bet: { kind: 'low' } },
  { key: 'even', label: '짝수', bet: { kind: 'even' } },
  { key: 'red', label: '레드', bet: { kind: 'red' } },
  { key: 'black', label: '블랙', bet: { kind: 'black' } },
  { key: 'odd', label: '홀수', bet: { kind: 'odd' } },
  { key: 'high', label: '19~36', bet: { kind: 'high' } },
];

/** European roulette: a number grid and outside bets with chips, and the wheel's result. */
export function RouletteGame({ session, onRound }: GameProps) {
  const [chip, setChip] = useState(session.stakes[0] ?? 1000);
  const [bets, setBets] = useState<Map<string, Bet>>(new Map());
  const { busy, reply, error, play } = useRound(onRound);
  const total = [...bets.values()].reduce((sum, bet) => sum + bet.amount, 0);

  const add = (key: string, bet: Omit<Bet, 'amount'>) => {
    const next = new Map(bets);
    next.set(key, { ...bet, amount: (bets.get(key)?.amount ?? 0) + chip });
    setBets(next);
  };
  const stackOf = (key: string) => bets.get(key)?.amount;
  const outcome = reply?.outcome as { pocket: number } | undefined;

  const numberCell = (n: number) => (
    <button
      key={n}
      type="button"
      className={`cell ${pocketColor(n)}`}
      style={n === 0 ? { gridRow: 'span 3' } : undefined}
      disabled={busy}
      onClick={() => add(`n${n}`, { kind: 'straight', numbers: [n] })}
      aria-label={`${n}번 스트레이트`}
    >
      {n}
      {stackOf(`n${n}`) && <span className="stack">{chipLabel(stackOf(`n${n}`)!)}</span>}
    </button>
  );
  const rows = [3, 2, 1].map((offset) => Array.from({ length: 12 }, (_, column) => column * 3 + offset));

  return (
    <section className="stage felt" aria-label="룰렛">
      <svg viewBox="0 0 200 120" style={{ maxHeight: '22vh' }} role="img" aria-label="결과">
        <circle cx="100" cy="60" r="56" fill="#3b2412" stroke="#f5c542" strokeWidth="4" />
        <circle
          cx="100"
          cy="60"
          r="38"
          fill={
            outcome
              ? { red: '#b3202a', black: '#1b1e25', green: '#138a4a' }[pocketColor(outcome.pocket)]
              : '#0d3d27'
          }
        />
        <text x="100" y="72" textAnchor="middle" fontSize="34" fontWeight="900" fill="#fff">
          {busy ? '…' : outcome ? outcome.pocket : '?'}
        </text>
      </svg>
      <div className="roulette-grid">
        {numberCell(0)}
        {rows.flat().map(numberCell)}
      </div>
      <div className="outside">
        {outsideBets.map(({ key, label, bet }) => (
          <button key={key} type="button" className="cell" disabled={busy} onClick={() => add(key, bet)}>
            {label}
            {stackOf(key) && <span className="stack">{chipLabel(stackOf(key)!)}</span>}
          </button>
        ))}
      </div>
      <div className="chip-row" role="group" aria-label="칩">
        {session.stakes.map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            aria-pressed={amount === chip}
            onClick={() => setChip(amount)}
          >
            {chipLabel(amount)}
          </button>
        ))}
      </div>
      <div className="message error" role="alert">
        {error}
      </div>
      {reply && !busy && (
        <p className={isCelebrated(reply, session.rules) ? 'win-banner' : 'message'}>
          {reply.status === 'pending'
            ? `당첨금 ${won(reply.win)} 지급 대기 중`
            : reply.win > 0
              ? `당첨 ${won(reply.win)}`
              : '당첨 없음'}
        </p>
      )}
      <div className="controls">
        <span className="total">베팅 {won(total)}</span>
        <button
          type="button"
          className="secondary"
          disabled={busy || bets.size === 0}
          onClick={() => setBets(new Map())}
        >
          지우기
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || bets.size === 0}
          onClick={() => play('roulette/spin', { sessionId: session.sessionId, bets: [...bets.values()] })}
        >
          스핀
        </button>
      </div>
    </section>
  );
}
