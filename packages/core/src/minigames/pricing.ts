import type { AnyMiniFamily } from './families.ts';
import { defaultOdds, type MiniMarket, type MiniPick, pickProbabilities } from './markets.ts';

// The prices of a game's picks: the family's true probabilities and the margin (basis points) of the
// pick's market, which is the market's own margin when staff set one, else the game's. The server prices
// every bet with pickPrice; the lobby shows marketsWithOdds. Both come from the same function, so the
// odds shown are the odds taken.

/** One pick of a market with its price. */
export type PricedPick = { code: number; name: string; odds: number };

/** A market with its priced picks. */
export type PricedMarket = { key: string; name: string; picks: PricedPick[] };

/** A game's margins: the game's, and the markets that have their own (by market key). */
export type GameMargins = { gameBp: number; marketBp?: ReadonlyMap<string, number> };

/** The margins in force: a plain number is the game's margin for every market. */
export type Margins = number | GameMargins;

/** The margin (basis points) the market is priced with. */
export function marginOfMarket(margins: Margins, marketKey: string): number {
  if (typeof margins === 'number') return margins;
  return margins.marketBp?.get(marketKey) ?? margins.gameBp;
}

/** The market of the family that holds the pick code, or undefined. */
export function marketOfPick(family: AnyMiniFamily, code: number): MiniMarket<unknown> | undefined {
  return (family.markets as readonly MiniMarket<unknown>[]).find((market) =>
    market.picks.some((pick) => pick.code === code),
  );
}

/** A pick of the family and its odds x100 at its market's margin, or null for a code the family has not. */
export function pickPrice(
  family: AnyMiniFamily,
  code: number,
  margins: Margins,
): { pick: MiniPick<unknown>; market: MiniMarket<unknown>; odds: number } | null {
  const market = marketOfPick(family, code);
  const pick = market?.picks.find((entry) => entry.code === code);
  const chance = pickProbabilities(family).get(code);
  if (!market || !pick || !chance) return null;
  return { pick, market, odds: defaultOdds(chance, marginOfMarket(margins, market.key)) };
}

/** Every market of the family with each pick's odds x100 at its market's margin. */
export function marketsWithOdds(family: AnyMiniFamily, margins: Margins): PricedMarket[] {
  const chances = pickProbabilities(family);
  return (family.markets as readonly MiniMarket<unknown>[]).map((market) => {
    const marginBp = marginOfMarket(margins, market.key);
    return {
      key: market.key,
      name: market.name,
      picks: market.picks.map((pick) => {
        const chance = chances.get(pick.code);
        return { code: pick.code, name: pick.name, odds: chance ? defaultOdds(chance, marginBp) : 101 };
      }),
    };
  });
}
