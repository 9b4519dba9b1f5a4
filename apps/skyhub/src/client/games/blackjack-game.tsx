import type { Card } from '@hanpan/core/minigames/cards';
import { useState } from 'react';
import { won } from '../api.ts';
import type { GameProps } from '../main.tsx';
import { PlayingCard } from '../playing-card.tsx';
import { chipLabel, isCelebrated, useRound } from './use-round.ts';

type View = {
  phase: 'player' | 'done';
  dealer: Card[];
  dealerTotal: number;
  hands: { cards: Card[]; stake: number; total: number; done: boolean }[];
  active: number;
  allowed: string[];
  result: { win: number; hands: { outcome: string }[] } | null;
};

const actionText = { hit: '히트', stand: '스탠드', double: '더블', split: '스플릿' } as const;
const outcomeText: Record<string, string> = {
  blackjack: '블랙잭!',
  win: '승',
  push: '무승부',
  lose: '패',
  bust: '버스트',
};

/** Blackjack: deal with a stake, then hit / stand / double / split until the hand ends. */
export function BlackjackGame({ session, onRound }: GameProps) {
  const [stake, setStake] = useState(session.stakes[0] ?? 1000);
  const { busy, reply, error, play } = useRound(onRound, session.openRound);
  const view = reply?.outcome as View | undefined;
  const inPlay = view?.phase === 'player';

  return (
    <section className="stage felt" aria-label="블랙잭">
      <div className="hands">
        <p className="hand-label">
          딜러 <span className="total">{view ? view.dealerTotal : ''}</span>
        </p>
        <div style={{ display: 'flex', gap: 4, minHeight: 76 }}>
          {view ? (
            <>
              {view.dealer.map((card, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat (several decks) and never move; position is their identity.
                <PlayingCard key={index} card={card} />
              ))}
              {inPlay && <PlayingCard card={null} />}
            </>
          ) : null}
        </div>
        {(view?.hands ?? []).map((hand, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat (several decks) and never move; position is their identity.
          <div key={index} style={{ opacity: inPlay && index !== view?.active ? 0.6 : 1 }}>
            <p className="hand-label">
              {view && view.hands.length > 1 ? `핸드 ${index + 1}` : '플레이어'}{' '}
              <span className="total">{hand.total}</span> · {won(hand.stake)}
              {view?.result && ` · ${outcomeText[view.result.hands[index]?.outcome ?? ''] ?? ''}`}
            </p>
            <div style={{ display: 'flex', gap: 4 }}>
              {hand.cards.map((card, cardIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cards repeat (several decks) and never move; position is their identity.
                <PlayingCard key={cardIndex} card={card} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div className="message error" role="alert">
        {error}
      </div>
      {view?.result && !busy && reply?.status === 'pending' && (
        <p className="pending">지급 {won(reply.win)} 대기 중</p>
      )}
      {view?.result && !busy && reply?.status === 'settled' && (
        <p className={isCelebrated(reply, session.rules) ? 'win-banner' : 'message'}>
          {reply.win > 0 ? `지급 ${won(reply.win)}` : '당첨 없음'}
        </p>
      )}
      {inPlay ? (
        <div className="controls">
          {(['hit', 'stand', 'double', 'split'] as const).map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'hit' || action === 'stand' ? 'primary' : 'secondary'}
              style={{ minWidth: 90 }}
              disabled={busy || !view?.allowed.includes(action)}
              onClick={() => play('blackjack/act', { sessionId: session.sessionId, action })}
            >
              {actionText[action]}
            </button>
          ))}
        </div>
      ) : (
        <>
          <div className="chip-row" role="group" aria-label="베팅 금액">
            {session.stakes.map((amount) => (
              <button
                key={amount}
                type="button"
                className="chip"
                aria-pressed={amount === stake}
                onClick={() => setStake(amount)}
              >
                {chipLabel(amount)}
              </button>
            ))}
          </div>
          <div className="controls">
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={() => play('blackjack/deal', { sessionId: session.sessionId, stake })}
            >
              딜 {won(stake)}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
