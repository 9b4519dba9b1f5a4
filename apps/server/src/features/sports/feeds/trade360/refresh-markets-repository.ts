import { type SuspendReason, suspendReasonOf } from '@hanpan/core/sports/live-incidents';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../../lib/db/database.ts';
import type { CatalogueStatus } from '../../../../lib/db/sports-tables.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { findMainLine, type LinedOutcome } from './main-line.ts';

type Trx = Transaction<Database> | Kysely<Database>;

/** A market of a fixture, by the feed's ids. */
export type MarketKey = { fixtureId: number; marketId: number };

/** The key of a market in `createdKeys`. */
export const marketKeyOf = (fixtureId: bigint | number, marketId: number) => `${fixtureId}:${marketId}`;
const readChunk = 1000;

/**
 * Recomputes the status and main line of markets from their outcomes, writes those that changed in
 * one statement and records what changed, in the order the markets are given. A suspended market
 * takes the reason the message gave it (`reasons`, by market key), or keeps its stored one when the
 * message did not list it; an open or settled market has none.
 */
export async function refreshMarkets(
  trx: Trx,
  markets: MarketKey[],
  createdKeys: Set<string>,
  changes: CatalogueChanges,
  reasons: ReadonlyMap<string, SuspendReason | null> = new Map(),
): Promise<void> {
  const unique = [
    ...new Map(markets.map((market) => [marketKeyOf(market.fixtureId, market.marketId), market])).values(),
  ];
  const storedMarkets = new Map<
    string,
    { status: CatalogueStatus; main_line: string | null; suspend_reason: string | null }
  >();
  const outcomes = new Map<string, LinedOutcome[]>();
  for (let start = 0; start < unique.length; start += readChunk) {
    // Scalar lists, not (fixture_id, market_id) IN (tuples): PGlite runs out of stack on a few hundred
    // tuples. Rows of other pairs that the two lists also match are read and ignored.
    const chunk = unique.slice(start, start + readChunk);
    const fixtureIds = [...new Set(chunk.map((market) => BigInt(market.fixtureId)))];
    const marketIds = [...new Set(chunk.map((market) => market.marketId))];
    const wanted = new Set(chunk.map((market) => marketKeyOf(market.fixtureId, market.marketId)));
    const marketRows = await trx
      .selectFrom('market')
      .select(['fixture_id', 'market_id', 'status', 'main_line', 'suspend_reason'])
      .where('fixture_id', 'in', fixtureIds)
      .where('market_id', 'in', marketIds)
      .execute();
    for (const row of marketRows) {
      const key = marketKeyOf(row.fixture_id, row.market_id);
      if (wanted.has(key)) storedMarkets.set(key, row);
    }
    const outcomeRows = await trx
      .selectFrom('outcome')
      .select(['fixture_id', 'market_id', 'status', 'price', 'line_raw', 'base_line_raw', 'line_value'])
      .where('fixture_id', 'in', fixtureIds)
      .where('market_id', 'in', marketIds)
      .execute();
    for (const row of outcomeRows) {
      const key = marketKeyOf(row.fixture_id, row.market_id);
      if (!wanted.has(key)) continue;
      const list = outcomes.get(key);
      if (list) list.push(row);
      else outcomes.set(key, [row]);
    }
  }
  const updates: {
    fixture_id: bigint;
    market_id: number;
    status: CatalogueStatus;
    main_line: string | null;
    suspend_reason: SuspendReason | null;
    updated_at: Date;
  }[] = [];
  for (const { fixtureId, marketId } of unique) {
    const key = marketKeyOf(fixtureId, marketId);
    const market = storedMarkets.get(key);
    if (!market) continue;
    const own = outcomes.get(key) ?? [];
    const status = marketStatusOf(own.map((outcome) => outcome.status));
    const mainLine = findMainLine(own);
    const storedReason = suspendReasonOf(market.suspend_reason);
    const reason =
      status === 'suspended' ? (reasons.has(key) ? (reasons.get(key) ?? null) : storedReason) : null;
    const isCreated = createdKeys.has(key);
    if (!isCreated && status === market.status && mainLine === market.main_line && reason === storedReason)
      continue;
    updates.push({
      fixture_id: BigInt(fixtureId),
      market_id: marketId,
      status,
      main_line: mainLine,
      suspend_reason: reason,
      updated_at: new Date(),
    });
    changes.markets.push({
      fixtureId,
      marketId,
      statusFrom: isCreated ? null : market.status,
      statusTo: status,
      mainLineFrom: isCreated ? null : market.main_line,
      mainLineTo: mainLine,
      suspendReasonTo: reason,
    });
  }
  // Every market exists (read above): the upsert only ever updates, in one statement for all of them.
  for (let start = 0; start < updates.length; start += readChunk) {
    await trx
      .insertInto('market')
      .values(updates.slice(start, start + readChunk))
      .onConflict((conflict) =>
        conflict.columns(['fixture_id', 'market_id']).doUpdateSet((eb) => ({
          status: eb.ref('excluded.status'),
          main_line: eb.ref('excluded.main_line'),
          suspend_reason: eb.ref('excluded.suspend_reason'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/** A market is open while any pick is open, settled when every pick is settled, else suspended. */
export function marketStatusOf(statuses: CatalogueStatus[]): CatalogueStatus {
  if (statuses.includes('open')) return 'open';
  if (statuses.length > 0 && statuses.every((status) => status === 'settled')) return 'settled';
  return 'suspended';
}
