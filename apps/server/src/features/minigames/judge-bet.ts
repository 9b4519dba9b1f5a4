import { minigameBetCode, minigameBetText } from '@hanpan/core/api/minigame-bets';
import type { RoundGame } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { type GameMargins, pickPrice } from '@hanpan/core/minigames/pricing';
import type { VirtualCard } from '@hanpan/core/virtual/types';
import { codeReply, type IdempotentReply } from '../../lib/http/envelope.ts';
import { isOverMarketLimits, marginsOf } from './market-settings.ts';
import type { MinigameBettor, PlacementFacts } from './placement-repository.ts';
import { virtualPriceOf } from './virtual-models.ts';

/** A mini-game bet as the member sent it, parsed. */
export type MinigameBetAsk = {
  memberId: number;
  game: RoundGame;
  gameType: number;
  roundKey: string;
  pick: number;
  /** The stake in whole won; 0 when the amount was not a whole positive number. */
  stake: bigint;
  isWholeAmount: boolean;
  /** The odds x100 the member saw, as sent (undefined when not): a virtual bet is taken only at its price. */
  odd: unknown;
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
 * The pick's market and odds x100 at its market's margin: a mini-game's from its family, a virtual
 * event's from its card (issue 25). Null for a pick the game or event has not.
 */
export function priceOfPick(
  game: RoundGame,
  pick: number,
  margins: GameMargins,
  card: unknown,
): { marketKey: string; odds: number } | null {
  if (game.family === 'virtual') {
    return card === null ? null : virtualPriceOf(game, card as VirtualCard, pick, margins);
  }
  const price = pickPrice(miniFamilies[game.family], pick, margins);
  return price ? { marketKey: price.market.key, odds: price.odds } : null;
}

/**
 * Judges the bet on the facts read before it (null without the round), in the spec's order (2 nothing to bet on, 10 member cannot play, 5
 * closed by staff, 6 round not taking bets by the database clock, 2 a pick the game or event has not or
 * a virtual event's `odd` other than its price, 7 bet limits (the game's and the
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
  const price = priceOfPick(ask.game, ask.pick, marginsOf(facts.marginBp, markets), facts.card);
  if (!price) return { kind: 'refused', reply: noGameReply() };
  // A virtual event's price is its card's: one the member did not see (a forged odd, or another event's)
  // is never taken (code 2, the closest of spec section 8's codes). A mini-game's odd is ignored, as
  // before: its prices are the same every round.
  if (ask.game.family === 'virtual' && ask.odd !== undefined && ask.odd !== price.odds) {
    return refused(minigameBetCode.noGame, minigameBetText.oddChanged);
  }
  const { stake } = ask;
  const potentialWin = potentialWinOf(stake, price.odds);
  const isOverGameLimits = stake < facts.minBet || stake > facts.maxBet || potentialWin > facts.maxWin;
  if (
    !ask.isWholeAmount ||
    isOverGameLimits ||
    isOverMarketLimits(markets, price.marketKey, stake, potentialWin)
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
