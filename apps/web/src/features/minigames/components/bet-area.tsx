import type { MinigameBetView } from '@hanpan/core/api/minigame-bets';
import type { MinigameGameView } from '@hanpan/core/api/minigames';
import { useMemo, useRef } from 'react';
import { pickedCodes, roundBetState } from '../bet-rules.ts';
import { type BetTarget, useMinigameBetForm } from '../hooks/use-minigame-bet-form.ts';
import { BetConfirmDialog } from './bet-confirm-dialog.tsx';
import { BetForm } from './bet-form.tsx';
import { MarketBoard } from './market-board.tsx';

type BetAreaProps = {
  view: MinigameGameView;
  now: number;
  /** The member's latest bets (empty for a visitor). */
  bets: readonly MinigameBetView[];
};

/** The game's odds buttons beside the bet form (below it on a phone), with the confirm step. */
export function BetArea({ view, now, bets }: BetAreaProps) {
  const round = view.current;
  const betState = roundBetState(round, now);
  const stakeRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const odds = useMemo(
    () => new Map(view.markets.flatMap((market) => market.picks.map((pick) => [pick.code, pick.odds]))),
    [view.markets],
  );
  const target: BetTarget | null = round
    ? {
        gameName: view.name,
        gameUid: round.gameUid,
        roundKey: round.roundKey,
        betState,
        oddsOf: (pick) => odds.get(pick),
      }
    : null;
  const form = useMinigameBetForm(target);
  const mine = useMemo(() => pickedCodes(bets, round?.gameUid), [bets, round?.gameUid]);
  return (
    <div className="mg-bet" data-testid="minigame-bet-area">
      <MarketBoard
        markets={view.markets}
        betState={betState}
        chosen={form.chosen?.pick ?? null}
        mine={mine}
        onChoose={(pick, byKeyboard) => {
          const isChoosing = form.chosen?.pick !== pick.pick;
          form.choose(pick);
          if (!isChoosing) return;
          // A phone shows the form below the markets: bring it into view; a keyboard goes on to the stake.
          formRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
          if (byKeyboard) stakeRef.current?.focus();
        }}
      />
      <div className="mg-bet__form" ref={formRef}>
        <BetForm form={form} target={target} gameName={view.name} stakeRef={stakeRef} />
      </div>
      {form.pending && <BetConfirmDialog draft={form.pending.draft} onAnswer={form.answer} />}
    </div>
  );
}
