import { minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { AnyMiniFamily } from '@hanpan/core/minigames/families';
import { pickPrice } from '@hanpan/core/minigames/pricing';
import { codeReply, type IdempotentReply } from '../../lib/http/envelope.ts';
import { isOverMarketLimits, marginsOf } from './market-settings.ts';
import type { MinigameBettor, PlacementFacts } from './placement-repository.ts';

/** A mini-game bet as the member sent it, parsed. */
export type MinigameBetAsk = {
  memberId: number;
  family: AnyMiniFamily;
  gameType: number;
  roundKey: string;
  pick: number;
  /** The stake in whole won; 0 when the amount was not a whole positive number. */
  stake: bigint;
  isWholeAmount: boolean;
};

/** A judged bet: refused with its reply, or accepted at its price. */
export type MinigameVerdict =
  | { kind: 'refused'; reply: IdempotentReply }
  | {
      kind: 'accepted';
      facts: PlacementFacts;
      bettor: MinigameBettor;
      odds: number;
      potentialWin: bigint;
    };

const refused = (code: number, message: string): MinigameVerdict => ({
  kind: 'refused',
  reply: codeReply(code, { message }),
});

/** The reply to a bet with nothing to bet on (code 2). */
export const noGameReply = (): IdempotentReply =>
  codeReply(minigameBetCode.noGame, { message: minigameBetText.noGame });

/** The winnings of a stake at odds x100, whole won rounded down. */
export const potentialWinOf = (stake: bigint, odds: number): bigint => (stake * BigInt(odds)) / 100n;

/**
 * Judges the bet on the facts read before it (null without the round), in the spec's order (2 nothing to bet on, 10 member cannot play, 5
 * closed by staff, 6 round not taking bets by the database clock, 7 bet limits (the game's and the
 * pick's market's), 8 round limits). The odds are the server's price of the pick at its market's
 * margin. The balance (3), the close and the round totals are checked again by the write itself.
 */
export function judgeMinigameBet(ask: MinigameBetAsk, facts: PlacementFacts | null): MinigameVerdict {
  if (!facts) return { kind: 'refused', reply: noGameReply() };
  const { markets } = facts;
  const { bettor } = facts;
  if (!bettor || !bettor.isActive || bettor.isBettingBlocked) {
    return refused(minigameBetCode.cannotPlay, minigameBetText.cannotPlay);
  }
  if (!facts.isEnabled) return refused(minigameBetCode.closedByStaff, minigameBetText.closedByStaff);
  if (facts.status !== 'open' || facts.now.getTime() >= facts.closeAt.getTime()) {
    return refused(minigameBetCode.notBettable, minigameBetText.notBettable);
  }
  const price = pickPrice(ask.family, ask.pick, marginsOf(facts.marginBp, markets));
  if (!price) return { kind: 'refused', reply: noGameReply() };
  const { stake } = ask;
  const potentialWin = potentialWinOf(stake, price.odds);
  const isOverGameLimits = stake < facts.minBet || stake > facts.maxBet || potentialWin > facts.maxWin;
  if (
    !ask.isWholeAmount ||
    isOverGameLimits ||
    isOverMarketLimits(markets, price.market.key, stake, potentialWin)
  ) {
    return refused(minigameBetCode.betLimits, minigameBetText.betLimits);
  }
  if (
    facts.roundStake + stake > facts.roundMaxBet ||
    facts.roundPotentialWin + potentialWin > facts.roundMaxWin
  ) {
    return refused(minigameBetCode.roundLimits, minigameBetText.roundLimits);
  }
  return { kind: 'accepted', facts, bettor, odds: price.odds, potentialWin };
}
