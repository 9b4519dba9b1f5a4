import type { Db } from '../../../lib/db/database.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import { listOverridesOfFixtures, listPicksOfOutcomes, type PickRow } from './repository.ts';
import { ratePickRows, type SiteRulesStore } from './rules-store.ts';
import { buildSiteRules, type OverrideEntry, type SiteRules } from './site-rules.ts';

/** A pick's effective price, status and visibility, as a bet is judged on it. */
export type PickPrice = { price: number; status: 'open' | 'suspended'; isHidden: boolean };

/** What a bet's prices are built from: its fixtures' overrides and its picks' whole books, read together. */
export type BetPricingReads = { overrides: OverrideEntry[]; picks: PickRow[] };

function priceRows(rules: SiteRules, rows: readonly PickRow[]): Map<string, PickPrice> {
  const prices = new Map<string, PickPrice>();
  for (const [betId, pick] of ratePickRows(rules, rows)) {
    prices.set(betId, { price: pick.price, status: pick.status, isHidden: pick.isHidden });
  }
  return prices;
}

/** Prices the picks by bet id as they stand now under the cached rules (read without locks). */
export async function pricePicksNow(
  db: Db,
  rules: SiteRulesStore,
  betIds: readonly string[],
): Promise<Map<string, PickPrice>> {
  const [rows, current] = await Promise.all([listPicksOfOutcomes(db, betIds), rules.current()]);
  return priceRows(current, rows);
}

/**
 * Reads, in the caller's transaction, what the picks are priced on: the fixtures' overrides (one
 * statement) and then the picks' whole books (one statement).
 */
export async function readBetPricing(
  trx: Trx,
  fixtureIds: readonly number[],
  betIds: readonly string[],
): Promise<BetPricingReads> {
  const overrides = await listOverridesOfFixtures(trx, fixtureIds);
  const picks = await listPicksOfOutcomes(trx, betIds);
  return { overrides, picks };
}

/** Prices the picks read by readBetPricing under the given settings and the overrides read with them. */
export function priceBetPricing(
  settings: SiteRules['settings'],
  reads: BetPricingReads,
): Map<string, PickPrice> {
  return priceRows(buildSiteRules(settings, reads.overrides), reads.picks);
}
