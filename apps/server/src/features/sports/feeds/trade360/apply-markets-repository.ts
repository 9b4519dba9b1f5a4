import { type SuspendReason, suspendReasonOf } from '@hanpan/core/sports/live-incidents';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database } from '../../../../lib/db/database.ts';
import type { OutcomeSettlementTable } from '../../../../lib/db/sports-tables.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import { readFeedDate } from './feed-values.ts';
import type { Trade360Header } from './messages.ts';
import {
  type BetWrite,
  type FixtureMarkets,
  type KnownOutcome,
  type OutcomeRow,
  planWrites,
} from './plan-bets.ts';
import { type MarketKey, marketKeyOf, refreshMarkets } from './refresh-markets-repository.ts';

type Trx = Transaction<Database> | Kysely<Database>;

const lookupChunk = 1000;
const writeChunk = 500;

// The outcome columns the feed writes (besides its key: bet, fixture and market).
const feedColumns = [
  'name',
  'line_raw',
  'base_line_raw',
  'line_value',
  'start_price',
  'price',
  'status',
  'settlement',
  'settled_at',
  'provider_bet_id',
  'feed_at',
  'msg_seq',
] as const;

async function readOutcomesByBetId(trx: Trx, betIds: string[]): Promise<Map<string, KnownOutcome>> {
  const found = new Map<string, KnownOutcome>();
  for (let start = 0; start < betIds.length; start += lookupChunk) {
    const chunk = betIds.slice(start, start + lookupChunk);
    const rows = await trx
      .selectFrom('outcome')
      .select(['bet_id', 'fixture_id', 'market_id', ...feedColumns])
      .where('bet_id', 'in', chunk)
      .execute();
    for (const row of rows) found.set(row.bet_id, row);
  }
  return found;
}

/**
 * Applies the markets of a message's events as deltas: only the bets listed change, each unless the
 * catalogue already holds a newer version of it. Events are planned in message order in memory (a
 * bet listed again later sees the earlier listing), then written in a few statements for the whole
 * message. A snapshot also suspends the open outcomes of its fixtures it no longer lists.
 */
export async function applyMarketParts(
  trx: Trx,
  header: Trade360Header,
  parts: FixtureMarkets[],
  isSnapshot: boolean,
  changes: CatalogueChanges,
): Promise<void> {
  if (parts.length === 0) return;
  const marketKeys: MarketKey[] = parts.flatMap(({ fixtureId, markets }) =>
    markets.map((market) => ({ fixtureId, marketId: market.Id })),
  );
  const createdKeys = await createMarkets(trx, parts);
  const betIds = parts.flatMap(({ markets }) =>
    markets.flatMap((market) => market.Bets.map((bet) => bet.Id)),
  );
  const known = await readOutcomesByBetId(trx, [...new Set(betIds)]);
  const writes = planWrites(header, parts, known, changes);
  const ids = await upsertOutcomes(trx, writes);
  await recordOutcomeChanges(trx, header, writes, ids, changes);
  // A market's status and main line follow from its picks' statuses, prices and lines: only markets
  // created, or with a pick whose status, price or line changed, are recomputed.
  const touched = new Set(createdKeys);
  for (const { existing, row } of writes) {
    if (!existing || isPickShapeChanged(existing, row))
      touched.add(marketKeyOf(row.fixture_id, row.market_id));
  }
  const reasons = reasonsOf(parts, writes);
  for (const key of reasons.keys()) touched.add(key);
  if (isSnapshot) {
    const suspended = await suspendOutcomesMissingFromSnapshot(trx, header, parts, changes);
    marketKeys.push(...suspended);
    for (const key of suspended) touched.add(marketKeyOf(key.fixtureId, key.marketId));
  }
  await refreshMarkets(
    trx,
    marketKeys.filter((key) => touched.has(marketKeyOf(key.fixtureId, key.marketId))),
    createdKeys,
    changes,
    reasons,
  );
}

/**
 * The suspension reason each market of the message gives (null for none), for markets with a bet the
 * message wrote: a market whose bets were all older than the catalogue keeps the reason it has, as
 * its bets keep their status (the later listing of a market in the message wins).
 */
function reasonsOf(parts: FixtureMarkets[], writes: BetWrite[]): Map<string, SuspendReason | null> {
  const written = new Set(writes.map(({ row }) => marketKeyOf(row.fixture_id, row.market_id)));
  const reasons = new Map<string, SuspendReason | null>();
  for (const { fixtureId, markets } of parts) {
    for (const market of markets) {
      const key = marketKeyOf(fixtureId, market.Id);
      if (written.has(key)) reasons.set(key, suspendReasonOf(market.SuspensionReason));
    }
  }
  return reasons;
}

const isPickShapeChanged = (existing: KnownOutcome, row: OutcomeRow) =>
  existing.status !== row.status ||
  existing.price !== row.price ||
  existing.line_raw !== row.line_raw ||
  existing.base_line_raw !== row.base_line_raw ||
  existing.line_value !== row.line_value;

/** Creates the markets the catalogue does not have yet, in one statement; returns their keys. */
async function createMarkets(trx: Trx, parts: FixtureMarkets[]): Promise<Set<string>> {
  const rows = new Map<string, { fixture_id: bigint; market_id: number; name: string }>();
  for (const { fixtureId, markets } of parts) {
    for (const market of markets) {
      const key = marketKeyOf(fixtureId, market.Id);
      // A market's name is set when it is created (the first the message gives); the feed's later names are ignored.
      if (!rows.has(key))
        rows.set(key, { fixture_id: BigInt(fixtureId), market_id: market.Id, name: market.Name ?? '' });
    }
  }
  const created = new Set<string>();
  const values = [...rows.values()];
  for (let start = 0; start < values.length; start += writeChunk) {
    const inserted = await trx
      .insertInto('market')
      .values(values.slice(start, start + writeChunk))
      .onConflict((conflict) => conflict.columns(['fixture_id', 'market_id']).doNothing())
      .returning(['fixture_id', 'market_id'])
      .execute();
    for (const row of inserted) created.add(marketKeyOf(row.fixture_id, row.market_id));
  }
  return created;
}

const updatedColumns = [...feedColumns, 'updated_at'] as const;

/** Writes the final row of every outcome the message changes, 500 to a statement; returns ids by bet id. */
async function upsertOutcomes(trx: Trx, writes: BetWrite[]): Promise<Map<string, bigint>> {
  // A bet written by two events of one message is stored once, as the later one left it.
  const rows = [...new Map(writes.map((write) => [write.row.bet_id, write.row])).values()];
  const ids = new Map<string, bigint>();
  for (let start = 0; start < rows.length; start += writeChunk) {
    const written = await trx
      .insertInto('outcome')
      .values(rows.slice(start, start + writeChunk))
      .onConflict((conflict) =>
        conflict
          .column('bet_id')
          .doUpdateSet((eb) =>
            Object.fromEntries(updatedColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .returning(['id', 'bet_id'])
      .execute();
    for (const row of written) ids.set(row.bet_id, row.id);
  }
  return ids;
}

/** Records settlement changes (one insert) and reports the outcomes whose price, status or settlement changed. */
async function recordOutcomeChanges(
  trx: Trx,
  header: Trade360Header,
  writes: BetWrite[],
  ids: Map<string, bigint>,
  changes: CatalogueChanges,
): Promise<void> {
  const history: Omit<Selectable<OutcomeSettlementTable>, 'id' | 'recorded_at'>[] = [];
  for (const { existing, row } of writes) {
    const outcomeId = ids.get(row.bet_id) as bigint;
    const settlementFrom = existing?.settlement ?? null;
    const settlement = row.settlement;
    if (settlement !== settlementFrom) {
      history.push({ outcome_id: outcomeId, previous: settlementFrom, settlement, msg_id: header.MsgId });
    }
    if (
      !existing ||
      existing.price !== row.price ||
      existing.status !== row.status ||
      settlement !== settlementFrom
    ) {
      changes.outcomes.push({
        outcomeId: Number(outcomeId),
        betId: row.bet_id,
        fixtureId: Number(row.fixture_id),
        marketId: row.market_id,
        priceFrom: existing?.price ?? null,
        priceTo: row.price,
        statusFrom: existing?.status ?? null,
        statusTo: row.status,
        settlementFrom,
        settlementTo: settlement,
      });
    }
  }
  for (let start = 0; start < history.length; start += writeChunk) {
    await trx
      .insertInto('outcome_settlement')
      .values(history.slice(start, start + writeChunk))
      .execute();
  }
}

/**
 * Suspends the open outcomes of a snapshot's fixtures that it no longer lists (unless updated after
 * it), in one statement; returns the markets touched.
 */
async function suspendOutcomesMissingFromSnapshot(
  trx: Trx,
  header: Trade360Header,
  parts: FixtureMarkets[],
  changes: CatalogueChanges,
): Promise<MarketKey[]> {
  const snapshotAt = readFeedDate(header.CreationDate);
  const listed = new Set(
    parts.flatMap(({ markets }) => markets.flatMap((market) => market.Bets.map((bet) => bet.Id))),
  );
  const fixtureIds = [...new Set(parts.map((part) => part.fixtureId))];
  const open: {
    id: bigint;
    bet_id: string;
    fixture_id: bigint;
    market_id: number;
    price: number;
    settlement: number | null;
    feed_at: Date | null;
  }[] = [];
  for (let start = 0; start < fixtureIds.length; start += lookupChunk) {
    const rows = await trx
      .selectFrom('outcome')
      .select(['id', 'bet_id', 'fixture_id', 'market_id', 'price', 'settlement', 'feed_at'])
      .where(
        'fixture_id',
        'in',
        fixtureIds.slice(start, start + lookupChunk).map((id) => BigInt(id)),
      )
      .where('status', '=', 'open')
      .orderBy('id')
      .execute();
    open.push(...rows);
  }
  const missing = open.filter(
    (outcome) =>
      !listed.has(outcome.bet_id) &&
      !(snapshotAt && outcome.feed_at && outcome.feed_at.getTime() > snapshotAt.getTime()),
  );
  for (let start = 0; start < missing.length; start += lookupChunk) {
    await trx
      .updateTable('outcome')
      .set({ status: 'suspended', updated_at: new Date() })
      .where(
        'id',
        'in',
        missing.slice(start, start + lookupChunk).map((outcome) => outcome.id),
      )
      .execute();
  }
  for (const outcome of missing) {
    changes.outcomes.push({
      outcomeId: Number(outcome.id),
      betId: outcome.bet_id,
      fixtureId: Number(outcome.fixture_id),
      marketId: outcome.market_id,
      priceFrom: outcome.price,
      priceTo: outcome.price,
      statusFrom: 'open',
      statusTo: 'suspended',
      settlementFrom: outcome.settlement,
      settlementTo: outcome.settlement,
    });
  }
  return missing.map((outcome) => ({ fixtureId: Number(outcome.fixture_id), marketId: outcome.market_id }));
}
