import { parseDecimalOdds } from '@hanpan/core/sports/odds';
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, OutcomeSettlementTable, OutcomeTable } from '../../../../lib/db/database.ts';
import type { CatalogueChanges } from './catalogue-changes.ts';
import {
  isKnownSettlement,
  isOlderThan,
  outcomeStatusFromFeed,
  parseFeedLine,
  readFeedDate,
} from './feed-values.ts';
import type { Trade360Bet, Trade360Header, Trade360Market } from './messages.ts';
import { refreshMarkets } from './refresh-markets.ts';

type Trx = Transaction<Database> | Kysely<Database>;
type StoredOutcome = Selectable<OutcomeTable>;

const lookupChunk = 1000;

async function readOutcomesByBetId(trx: Trx, betIds: string[]): Promise<Map<string, StoredOutcome>> {
  const found = new Map<string, StoredOutcome>();
  for (let start = 0; start < betIds.length; start += lookupChunk) {
    const chunk = betIds.slice(start, start + lookupChunk);
    const rows = await trx.selectFrom('outcome').selectAll().where('bet_id', 'in', chunk).execute();
    for (const row of rows) found.set(row.bet_id, row);
  }
  return found;
}

/**
 * Applies the markets of one fixture as deltas: only the bets in the message change, each unless the
 * catalogue already holds a newer version of it. Adds every bet id seen to `seenBetIds`.
 */
export async function applyMarkets(
  trx: Trx,
  header: Trade360Header,
  fixtureId: number,
  markets: Trade360Market[],
  changes: CatalogueChanges,
  seenBetIds: Set<string>,
): Promise<void> {
  if (markets.length === 0) return;
  const fixtureKey = BigInt(fixtureId);
  const marketNames = new Map(markets.map((market) => [market.Id, market.Name ?? '']));
  const created = await trx
    .insertInto('market')
    .values(
      [...marketNames].map(([marketId, name]) => ({ fixture_id: fixtureKey, market_id: marketId, name })),
    )
    .onConflict((conflict) => conflict.columns(['fixture_id', 'market_id']).doNothing())
    .returning('market_id')
    .execute();
  const bets = markets.flatMap((market) => market.Bets.map((bet) => ({ marketId: market.Id, bet })));
  for (const { bet } of bets) seenBetIds.add(bet.Id);
  const stored = await readOutcomesByBetId(
    trx,
    bets.map(({ bet }) => bet.Id),
  );
  // A bet listed twice in one message: the later listing wins.
  const writes = new Map<string, BetWrite>();
  for (const { marketId, bet } of bets) {
    const plan = planBet(header, fixtureId, marketId, bet, stored.get(bet.Id));
    if (plan.kind === 'stale') changes.staleParts += 1;
    else if (plan.kind === 'skip')
      changes.skippedParts.push({ fixtureId, betId: bet.Id, reason: plan.reason });
    else writes.set(bet.Id, plan);
  }
  await writeOutcomes(trx, header, [...writes.values()], changes);
  await refreshMarkets(
    trx,
    fixtureId,
    [...marketNames.keys()],
    new Set(created.map((row) => row.market_id)),
    changes,
  );
}

type BetWrite = {
  kind: 'write';
  existing: StoredOutcome | undefined;
  row: Insertable<OutcomeTable>;
};
type BetPlan = BetWrite | { kind: 'stale' } | { kind: 'skip'; reason: string };

/** Decides what one bet of a message does to its outcome: write it, or leave it as stale or unusable. */
function planBet(
  header: Trade360Header,
  fixtureId: number,
  marketId: number,
  bet: Trade360Bet,
  existing: StoredOutcome | undefined,
): BetPlan {
  if (existing && (existing.fixture_id !== BigInt(fixtureId) || existing.market_id !== marketId)) {
    return { kind: 'skip', reason: 'bet id already belongs to another fixture or market' };
  }
  const position = {
    at: readFeedDate(bet.LastUpdate),
    seq: header.MsgSeq === undefined ? null : BigInt(header.MsgSeq),
  };
  if (existing && isOlderThan(position, { at: existing.feed_at, seq: existing.msg_seq }))
    return { kind: 'stale' };
  const price = parseDecimalOdds(bet.Price) ?? existing?.price ?? null;
  if (price === null) return { kind: 'skip', reason: `price not usable: ${bet.Price}` };
  if (bet.Settlement !== undefined && !isKnownSettlement(bet.Settlement)) {
    return { kind: 'skip', reason: `unknown settlement value ${bet.Settlement}` };
  }
  const status = outcomeStatusFromFeed(bet.Status);
  // A settled bet without a value keeps the one it had; an open or suspended bet has none.
  const settlement = bet.Settlement ?? (status === 'settled' ? (existing?.settlement ?? null) : null);
  const settlementFrom = existing?.settlement ?? null;
  const now = new Date();
  const row = {
    bet_id: bet.Id,
    fixture_id: BigInt(fixtureId),
    market_id: marketId,
    name: bet.Name,
    line_raw: bet.Line ?? null,
    base_line_raw: bet.BaseLine ?? null,
    line_value: parseFeedLine(bet.Line),
    start_price: (bet.StartPrice ? parseDecimalOdds(bet.StartPrice) : null) ?? existing?.start_price ?? null,
    price,
    status,
    settlement,
    settled_at:
      settlement === settlementFrom ? (existing?.settled_at ?? null) : settlement === null ? null : now,
    provider_bet_id: bet.ProviderBetId ?? existing?.provider_bet_id ?? null,
    feed_at: position.at,
    msg_seq: position.seq,
    updated_at: now,
  };
  return { kind: 'write', existing, row };
}

const writeChunk = 500;
const updatedColumns = [
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
  'updated_at',
] as const;

/** Writes the planned outcomes in a few statements, records settlement changes and reports what changed. */
async function writeOutcomes(
  trx: Trx,
  header: Trade360Header,
  writes: BetWrite[],
  changes: CatalogueChanges,
): Promise<void> {
  const ids = new Map<string, bigint>();
  for (let start = 0; start < writes.length; start += writeChunk) {
    const rows = await trx
      .insertInto('outcome')
      .values(writes.slice(start, start + writeChunk).map((write) => write.row))
      .onConflict((conflict) =>
        conflict
          .column('bet_id')
          .doUpdateSet((eb) =>
            Object.fromEntries(updatedColumns.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .returning(['id', 'bet_id'])
      .execute();
    for (const row of rows) ids.set(row.bet_id, row.id);
  }
  const history: Insertable<OutcomeSettlementTable>[] = [];
  for (const { existing, row } of writes) {
    const outcomeId = ids.get(row.bet_id) as bigint;
    const settlementFrom = existing?.settlement ?? null;
    const settlement = row.settlement ?? null;
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
  if (history.length > 0) await trx.insertInto('outcome_settlement').values(history).execute();
}

/** Suspends the open outcomes of a fixture that a snapshot no longer lists (unless updated after it). */
export async function suspendOutcomesMissingFromSnapshot(
  trx: Trx,
  header: Trade360Header,
  fixtureId: number,
  seenBetIds: Set<string>,
  changes: CatalogueChanges,
): Promise<void> {
  const snapshotAt = readFeedDate(header.CreationDate);
  const open = await trx
    .selectFrom('outcome')
    .select(['id', 'bet_id', 'market_id', 'price', 'settlement', 'feed_at'])
    .where('fixture_id', '=', BigInt(fixtureId))
    .where('status', '=', 'open')
    .execute();
  const missing = open.filter(
    (outcome) =>
      !seenBetIds.has(outcome.bet_id) &&
      !(snapshotAt && outcome.feed_at && outcome.feed_at.getTime() > snapshotAt.getTime()),
  );
  if (missing.length === 0) return;
  await trx
    .updateTable('outcome')
    .set({ status: 'suspended', updated_at: new Date() })
    .where(
      'id',
      'in',
      missing.map((outcome) => outcome.id),
    )
    .execute();
  for (const outcome of missing) {
    changes.outcomes.push({
      outcomeId: Number(outcome.id),
      betId: outcome.bet_id,
      fixtureId,
      marketId: outcome.market_id,
      priceFrom: outcome.price,
      priceTo: outcome.price,
      statusFrom: 'open',
      statusTo: 'suspended',
      settlementFrom: outcome.settlement,
      settlementTo: outcome.settlement,
    });
  }
  await refreshMarkets(
    trx,
    fixtureId,
    [...new Set(missing.map((outcome) => outcome.market_id))],
    new Set(),
    changes,
  );
}
