import type { SportsCartEntry, SportsFixture, SportsMarket, SportsOutcome } from '../api/sports.ts';

// The bet slip's rules (spec section 4, "Cart"), as pure functions over the spec's cart entries
// (section 3). This module imports no zod, so the home page can build entries without the contracts.

/** The spec's cart entry of other type (section 3): a pick that is not a feed outcome. */
export type OtherCartEntry = { sportId: number; leagueName: string; name: string; odds: number };

/** One line of the bet slip. */
export type CartEntry = SportsCartEntry | OtherCartEntry;

/** The slip's entries in the order they were picked. */
export type Cart = readonly CartEntry[];

/** True for an entry picked from a fixture's market (it has a non-empty _id). */
export function isGameEntry(entry: CartEntry): entry is SportsCartEntry {
  return '_id' in entry && entry._id !== '';
}

/** The cart entry for one pick of a fixture's market. */
export function cartEntryOf(
  fixture: SportsFixture,
  market: SportsMarket,
  outcome: SportsOutcome,
): SportsCartEntry {
  return {
    _id: outcome.id,
    FixtureId: fixture.fixtureId,
    GameSubId: market.marketId,
    Price: outcome.price,
    BaseLine: outcome.baseLine,
    GameType: fixture.gameType,
    leagueName: fixture.leagueName,
    homeName: fixture.homeName,
    awayName: fixture.awayName,
    sportId: fixture.sportId,
    Name: outcome.name,
  };
}

/** True when the outcome with this id is in the cart. */
export function isSelected(cart: Cart, outcomeId: string): boolean {
  return cart.some((entry) => isGameEntry(entry) && entry._id === outcomeId);
}

/**
 * The cart after picking `entry`: a selected pick is removed; another outcome of the same
 * FixtureId and GameSubId is replaced; an entry without _id replaces the whole cart. A game pick
 * also drops entries without _id, which never combine with feed picks.
 */
export function toggleCartEntry(cart: Cart, entry: CartEntry): CartEntry[] {
  if (!isGameEntry(entry)) return [entry];
  if (isSelected(cart, entry._id)) return removeCartEntry(cart, entry._id);
  const kept = cart.filter(
    (item) =>
      isGameEntry(item) && !(item.FixtureId === entry.FixtureId && item.GameSubId === entry.GameSubId),
  );
  return [...kept, entry];
}

/** The cart without the pick of this outcome id. */
export function removeCartEntry(cart: Cart, outcomeId: string): CartEntry[] {
  return cart.filter((entry) => !(isGameEntry(entry) && entry._id === outcomeId));
}

/** The empty cart (clear all, or after a successful bet). */
export function clearCart(): CartEntry[] {
  return [];
}

/**
 * The cart with a new Price on the pick of this outcome id (the feed moved it); the same array
 * when the outcome is not in the cart or its price did not change.
 */
export function updateCartPrice(cart: Cart, outcomeId: string, price: number): Cart {
  const index = cart.findIndex((entry) => isGameEntry(entry) && entry._id === outcomeId);
  const current = cart[index];
  if (!current || !isGameEntry(current) || current.Price === price) return cart;
  return cart.map((entry, at) => (at === index ? { ...current, Price: price } : entry));
}
