import type { Card } from '@hanpan/core/minigames/cards';
import { useState } from 'react';
import { won } from '../api.ts';
import type { GameProps } from '../main.tsx';
import { PlayingCard } from '../playing-card.tsx';
import { chipLabel, isCelebrated, useRound } from './use-round.ts';

const spots = [
  { kind: 'player-pair', label: '플레이어 페어', pays: '11:1' },
  { kind: 'tie', label: '타이', pays: '8:1' },
  { kind: 'banker-pair', label: '뱅커 페어', pays: '11:1' },
  { kind: 'player', label: '플레이어', pays: '1:1' },
  { kind: 'banker', label: '뱅커', pays: '0.95:1' },
] as const;

type Hand = { player: Card[]; banker: Card[]; playerTotal: number; bankerTotal: number; winner: string };
const winnerText: Record<string, string> = { player: '플레이어 승', banker: '뱅커 승', tie: '타이' };

/** Baccarat: bet spots with chips, then the dealt cards and totals. */
export function BaccaratGame({ session, onRound }: GameProps) {
  const [chip, setChip] = useState(session.stakes[0] ?? 1000);
  const [bets, setBets] = useState<Record<string, number>>({});
  const { busy, reply, error, play } = useRound(onRound);
  const hand = (reply?.outcome as { hand?: Hand } | undefined)?.hand;
  const total = Object.values(bets).reduce((sum, amount) => sum + amount, 0);

  return (
    <section className="stage felt" aria-label="바카라">
      <div className="hands" style={{ flexDirection: 'row', justifyContent: 'space-around' }}>
        {(['player', 'banker'] as const).map((side) => (
          <div key={side}>
            <p className="hand-label">
              {side === 'player' ? '플레이어' : '뱅커'}{' '}
              <span className="total">
                {hand ? (side === 'player' ? hand.playerTotal : hand.bankerTotal) : ''}
              </span>
            </p>
            <div style={{ display: 'flex', gap: 4, minHeight: 76 }}>
              {(hand?.[side] ?? [null, null]).map((card, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat (several decks) and never move; position is their identity.
                <PlayingCard key={index} card={card} />
              ))}
            </div>
          </div>
        ))}
      </div>
      {hand && !busy && <p className="message total">{winnerText[hand.winner] ?? ''}</p>}
      {reply && !busy && isCelebrated(reply, session.rules) && (
        <p className="win-banner">당첨! {won(reply.win)}</p>
      )}
      <div className="spots">
        {spots.map((spot) => (
          <button
            key={spot.kind}
            type="button"
            className={spot.kind === 'player' || spot.kind === 'banker' ? 'spot main' : 'spot'}
            disabled={busy}
            onClick={() => setBets({ ...bets, [spot.kind]: (bets[spot.kind] ?? 0) + chip })}
          >
            {spot.label}
            <small>{spot.pays}</small>
            <b>{bets[spot.kind] ? won(bets[spot.kind]!) : '\u00a0'}</b>
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
      {reply && !busy && reply.status === 'pending' && (
        <p className="pending">당첨금 {won(reply.win)} 지급 대기 중</p>
      )}
      {reply && !busy && reply.status === 'settled' && (
        <p className="message">{reply.win > 0 ? `지급 ${won(reply.win)}` : '당첨 없음'}</p>
      )}
      <div className="controls">
        <span className="total">베팅 {won(total)}</span>
        <button
          type="button"
          className="secondary"
          disabled={busy || total === 0}
          onClick={() => setBets({})}
        >
          지우기
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || total === 0}
          onClick={() =>
            play('baccarat/deal', {
              sessionId: session.sessionId,
              bets: Object.entries(bets).map(([kind, amount]) => ({ kind, amount })),
            })
          }
        >
          딜
        </button>
      </div>
    </section>
  );
}
