import type { BetLimits } from '@hanpan/core/betting/limits';
import type { Trx } from '../../../lib/db/transaction.ts';
import { type BetPricingReads, priceBetPricing, readBetPricing, type SiteRules } from '../../sports/index.ts';
import { type Bettor, lockPickFacts, type PickFacts, readBettorsAndClock } from './placement-repository.ts';
import type { BetSnapshot } from './resolve-picks.ts';

// A group of placements (lib/db/group-commit.ts) reads what its bets are judged on once, before
// any of them runs: one lock of every fixture in id order, one read of the picks, the books, the
// overrides and the members, and the clock once every lock is held. Each bet is then judged on its
// part. Each member has at most one bet in a group (the conflict key), so the cash read is its own.

/** What a placement asks its group to read: its member and its picks' bet ids. */
export type PlacementAsk = { memberId: number; betIds: readonly string[] };

/** What a group of placements read, on locked rows. */
export type GroupReads = {
  facts: PickFacts[];
  /** The picks' books and their fixtures' overrides, priced per bet under the cached settings. */
  pricing: BetPricingReads;
  bettors: Map<number, Bettor>;
  /** A bet id reserved for each member's bet, by member id. */
  betIds: Map<number, bigint>;
  now: Date;
};

/**
 * Inside the group's transaction: the picks' fixtures, markets and outcomes locked `for share` (a
 * kick-off, a suspension, a settlement or a staff override of them waits for the group's commit, or
 * committed before and is read here), those fixtures' overrides, the picks' whole books, and the
 * members with a reserved bet id each and the database clock read after the locks (the bets' placed_at).
 */
export async function readGroup(trx: Trx, asks: readonly PlacementAsk[]): Promise<GroupReads> {
  const ids = [...new Set(asks.flatMap((ask) => ask.betIds))];
  const facts = await lockPickFacts(trx, ids);
  const pricing = await readBetPricing(trx, [...new Set(facts.map((fact) => fact.fixtureId))], ids);
  const members = [...new Set(asks.map((ask) => ask.memberId))];
  const { bettors, betIds, now } = await readBettorsAndClock(trx, members);
  return { facts, pricing, bettors, betIds, now };
}

/** One bet's snapshot out of its group's reads, with the cached settings and limits. */
export function snapshotOf(
  reads: GroupReads,
  cached: { settings: SiteRules['settings']; limits: BetLimits },
  ask: PlacementAsk,
): BetSnapshot {
  const ids = new Set(ask.betIds);
  return {
    bettor: reads.bettors.get(ask.memberId) ?? null,
    limits: cached.limits,
    facts: reads.facts.filter((fact) => ids.has(fact.betId)),
    rated: priceBetPricing(cached.settings, reads.pricing),
    nowMs: reads.now.getTime(),
  };
}
