import { parseLine } from '../sports/lines.ts';
import { type Cart, isGameEntry } from './cart.ts';

// The bet payload of /bet/add and /bet/preInplay (spec section 3, "Bet payload item").

/** One pick as sent: fixture, outcome (bet id), line, odds x100, choosed (always 1), market. */
export type BetPayloadItem = {
  /** The fixture (FixtureId). */
  gameId: number;
  /** The outcome's feed bet id (the cart entry's _id). */
  id: string;
  /** The pick's base line as a number (-1.5, 2.5); 0 for none or a line that is not a number. */
  separate: number;
  /** The odds the member saw, x100. */
  odds: number;
  choosed: 1;
  /** The market (GameSubId). */
  gameSubId: number;
};

/** A line text as the payload sends it: its value (-1.5), 0 when there is none or it is not numeric (spec 5). */
export function separateOf(baseLine: string): number {
  const value = parseLine(baseLine)?.value;
  return value == null ? 0 : value / 100;
}

/** The payload items of the cart's feed picks, in cart order. */
export function betPayloadOf(cart: Cart): BetPayloadItem[] {
  return cart.filter(isGameEntry).map((entry) => ({
    gameId: entry.FixtureId,
    id: entry._id,
    separate: separateOf(entry.BaseLine),
    odds: entry.Price,
    choosed: 1,
    gameSubId: entry.GameSubId,
  }));
}

/** True when the cart's picks are in-play (GameType 3): the slip then bets through preInplay. */
export function isInplayCart(cart: Cart): boolean {
  return cart.some((entry) => isGameEntry(entry) && entry.GameType === 3);
}
