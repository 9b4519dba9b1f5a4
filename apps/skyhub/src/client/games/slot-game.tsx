import type { SlotDefinition, SlotOutcome } from '@hanpan/core/casino/slots/slot-types';
import { useEffect, useRef, useState } from 'react';
import type { RoundReply } from '../../shared/api.ts';
import { callApi, GameError, won } from '../api.ts';
import { Dialog } from '../dialog.tsx';
import type { GameProps } from '../main.tsx';
import { SlotSymbol, SymbolIcon } from './slot-symbol.tsx';
import { isCelebrated } from './use-round.ts';
import { drawnWinLines, winningCells } from './win-lines.ts';

type Definition = SlotDefinition & { rtp: number };

const cell = 100;
// One colour per payline number, so crossing lines stay apart.
const lineColours = [
  '#f5c542',
  '#ff6b6b',
  '#4cd964',
  '#5ac8fa',
  '#ff9f1c',
  '#c56cf0',
  '#ffffff',
  '#18dcff',
  '#ff4d94',
  '#7bed9f',
];

/** A slot screen: reels, stake, spin (held for rules.minSpinMs), win banner, paytable. */
export function SlotGame({ session, onRound }: GameProps) {
  const def = session.definition as Definition;
  const [stake, setStake] = useState(session.stakes[0] ?? 0);
  const [window_, setWindow] = useState<string[][]>(() => def.reels.map((strip) => strip.slice(0, def.rows)));
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<RoundReply | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paytable, setPaytable] = useState(false);
  const [freeSpinIndex, setFreeSpinIndex] = useState(-1);
  const timer = useRef<number | null>(null);
  const names = new Map(def.symbols.map((symbol) => [symbol.id, symbol.name]));

  useEffect(
    () => () => {
      if (timer.current !== null) window.clearInterval(timer.current);
    },
    [],
  );

  const spin = async () => {
    setSpinning(true);
    setError(null);
    setResult(null);
    setFreeSpinIndex(-1);
    let tick = 0;
    timer.current = window.setInterval(() => {
      tick += 1;
      setWindow(
        def.reels.map((strip, reel) =>
          Array.from(
            { length: def.rows },
            (_, row) => strip[(tick * (reel + 3) + row * 7 + reel * 11) % strip.length]!,
          ),
        ),
      );
    }, 90);
    let reply: RoundReply | null = null;
    try {
      reply = await callApi<RoundReply>('slot/spin', { sessionId: session.sessionId, stake });
    } catch (caught) {
      setError(caught instanceof GameError ? caught.message : '스핀에 실패했습니다.');
    }
    // The reels turn for the operator's minimum spin time counted from the answer: the server counts
    // it from receiving the spin, after we sent it, so a next spin timed from our send could reach
    // it too early and be refused ('스핀 사이에 잠시 기다려 주세요').
    await new Promise((resolve) => window.setTimeout(resolve, session.rules.minSpinMs));
    if (timer.current !== null) window.clearInterval(timer.current);
    timer.current = null;
    if (reply) {
      const outcome = (reply.outcome as { slot: SlotOutcome }).slot;
      setWindow(outcome.base.window);
      setResult(reply);
      onRound({ balance: reply.balance, fairness: reply.fairness });
      if (outcome.freeSpins.length > 0) void playFreeSpins(outcome);
    }
    setSpinning(false);
  };

  const playFreeSpins = async (outcome: SlotOutcome) => {
    for (let index = 0; index < outcome.freeSpins.length; index += 1) {
      await new Promise((resolve) => window.setTimeout(resolve, 700));
      setFreeSpinIndex(index);
      setWindow(outcome.freeSpins[index]!.window);
    }
  };

  const outcome = result ? (result.outcome as { slot: SlotOutcome }).slot : null;
  const shown = outcome ? (freeSpinIndex >= 0 ? outcome.freeSpins[freeSpinIndex] : outcome.base) : null;
  const litCells =
    shown && !spinning ? winningCells(shown, def.lines, def.scatter?.symbol ?? null) : new Set();
  const winLines = shown && !spinning ? drawnWinLines(shown.lineWins, def.lines, cell) : [];
  const celebrate = result !== null && isCelebrated(result, session.rules);

  return (
    <section className="stage" aria-label="슬롯">
      <svg
        className="reels"
        viewBox={`0 0 ${def.reels.length * cell} ${def.rows * cell}`}
        role="group"
        aria-label="릴"
      >
        {window_.map((column, reel) =>
          column.map((symbol, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its reel and row.
            <g key={`${reel}-${row}`} opacity={spinning ? 0.85 : 1}>
              <SlotSymbol id={symbol} name={names.get(symbol) ?? symbol} x={reel * cell} y={row * cell} />
              {litCells.has(`${reel}:${row}`) && (
                <rect
                  className="win-cell"
                  x={reel * cell + 4}
                  y={row * cell + 4}
                  width={92}
                  height={92}
                  rx={16}
                  fill="none"
                  stroke="#f5c542"
                  strokeWidth={5}
                />
              )}
            </g>
          )),
        )}
        {winLines.map((drawn) => (
          <polyline
            key={drawn.line}
            className="win-line"
            data-line={drawn.line}
            points={drawn.points}
            fill="none"
            stroke={lineColours[drawn.line % lineColours.length]}
            strokeWidth={7}
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity={0.9}
          />
        ))}
      </svg>
      {freeSpinIndex >= 0 && outcome && (
        <p className="message">
          프리스핀 {freeSpinIndex + 1} / {outcome.freeSpins.length}
        </p>
      )}
      <div className="message error" role="alert">
        {error}
      </div>
      {result && !spinning && result.status === 'pending' && (
        <p className="pending">당첨금 {won(result.win)} 지급 대기 중입니다. 확인되면 보유금에 반영됩니다.</p>
      )}
      {celebrate && <p className="win-banner">당첨! {won(result.win)}</p>}
      {result && !spinning && result.status === 'settled' && !celebrate && (
        <p className="message">{result.win > 0 ? `당첨 ${won(result.win)}` : '당첨 없음'}</p>
      )}
      <div className="chip-row" role="group" aria-label="베팅 금액">
        {session.stakes.map((amount) => (
          <button
            key={amount}
            type="button"
            className="chip"
            aria-pressed={amount === stake}
            disabled={spinning}
            onClick={() => setStake(amount)}
          >
            {amount.toLocaleString('ko-KR')}
          </button>
        ))}
      </div>
      <div className="controls">
        <button type="button" className="secondary" onClick={() => setPaytable(true)}>
          배당표
        </button>
        <button type="button" className="primary" disabled={spinning} onClick={spin}>
          {spinning ? '스핀 중…' : '스핀'}
        </button>
      </div>
      {paytable && <Paytable def={def} onClose={() => setPaytable(false)} />}
    </section>
  );
}

function Paytable({ def, onClose }: { def: Definition; onClose(): void }) {
  const counts = [
    ...new Set(Object.values(def.pays).flatMap((pays) => Object.keys(pays).map(Number))),
  ].sort();
  return (
    <Dialog label="배당표" onClose={onClose}>
      <h2>배당표 (라인 베팅의 배수)</h2>
      <table className="pays">
        <thead>
          <tr>
            <th>심볼</th>
            {counts.map((count) => (
              <th key={count}>{count}개</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {def.symbols
            .filter((symbol) => def.pays[symbol.id])
            .map((symbol) => (
              <tr key={symbol.id}>
                <td>
                  <span className="pay-symbol">
                    <SymbolIcon id={symbol.id} name={symbol.name} />
                    {symbol.name}
                  </span>
                </td>
                {counts.map((count) => (
                  <td key={count}>{def.pays[symbol.id]?.[count] ?? '-'}</td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
      {def.scatter && (
        <p className="pay-symbol">
          <SymbolIcon
            id={def.scatter.symbol}
            name={def.symbols.find((symbol) => symbol.id === def.scatter?.symbol)?.name ?? '스캐터'}
          />
          스캐터:{' '}
          {Object.entries(def.scatter.pays)
            .map(([count, pay]) => `${count}개 ${pay}배`)
            .join(', ')}{' '}
          (베팅액의 배수) · 프리스핀{' '}
          {Object.entries(def.scatter.freeSpins)
            .map(([count, spins]) => `${count}개 ${spins}회`)
            .join(', ')}
          , 프리스핀 당첨 x{def.scatter.freeSpinMultiplier}
        </p>
      )}
      <ul>
        {def.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <p>
        페이라인 {def.lines.length}개 · 이론 환수율 {(def.rtp * 100).toFixed(2)}%
      </p>
    </Dialog>
  );
}
