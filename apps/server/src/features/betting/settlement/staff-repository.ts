import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database.ts';

// The reads and writes of the manual settlement screen (fixture outcomes, manual values).

/** A manual value to write for one outcome. */
export type ManualSettlementWrite = {
  outcomeId: bigint;
  fixtureId: bigint;
  marketId: number;
  settlement: number;
  reason: string;
  staffId: number;
};

/** A fixture with its league's name; null when there is none. */
export async function findSettlementFixture(db: Db, fixtureId: bigint) {
  const row = await db
    .selectFrom('fixture')
    .leftJoin('league', 'league.id', 'fixture.league_id')
    .select([
      'fixture.id',
      'fixture.sport_id as sportId',
      'league.name as leagueName',
      'fixture.home_name as homeName',
      'fixture.away_name as awayName',
      'fixture.start_at as startAt',
      'fixture.status',
    ])
    .where('fixture.id', '=', fixtureId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Every outcome of the fixture (by market, then outcome) with the feed's value, the manual one
 * (and who set it), and the bets holding it: all of them, and the open ones with their stakes.
 */
export async function readFixtureOutcomes(db: Db, fixtureId: bigint) {
  const rows = await db
    .selectFrom('outcome')
    .leftJoin('manual_settlement as manual', 'manual.outcome_id', 'outcome.id')
    .leftJoin('staff', 'staff.id', 'manual.staff_id')
    .select((eb) => [
      'outcome.id as outcomeId',
      'outcome.market_id as marketId',
      'outcome.name as pickName',
      'outcome.base_line_raw as baseLine',
      'outcome.price',
      'outcome.settlement as feedSettlement',
      'manual.settlement as manualSettlement',
      'manual.reason as manualReason',
      'manual.created_at as manualAt',
      'staff.login_id as manualStaff',
      eb
        .selectFrom('bet_leg')
        .select((inner) => inner.fn.countAll<bigint>().as('n'))
        .whereRef('bet_leg.outcome_id', '=', 'outcome.id')
        .as('bets'),
      eb
        .selectFrom('bet_leg')
        .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
        .select((inner) => inner.fn.countAll<bigint>().as('n'))
        .whereRef('bet_leg.outcome_id', '=', 'outcome.id')
        .where('bet.status', '=', 'open')
        .as('openBets'),
      eb
        .selectFrom('bet_leg')
        .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
        .select((inner) => inner.fn.coalesce(inner.fn.sum<bigint>('bet.stake'), sql<bigint>`0`).as('s'))
        .whereRef('bet_leg.outcome_id', '=', 'outcome.id')
        .where('bet.status', '=', 'open')
        .as('openStake'),
    ])
    .where('outcome.fixture_id', '=', fixtureId)
    .orderBy('outcome.market_id')
    .orderBy('outcome.id')
    .execute();
  return rows.map((row) => ({
    ...row,
    bets: Number(row.bets ?? 0),
    openBets: Number(row.openBets ?? 0),
    openStake: BigInt(row.openStake ?? 0),
  }));
}

/** The outcome ids of a fixture, or of one of its markets (inside the caller's transaction). */
export async function readOutcomeIds(trx: Db, fixtureId: bigint, marketId: number | null) {
  let query = trx
    .selectFrom('outcome')
    .select(['id', 'market_id as marketId'])
    .where('fixture_id', '=', fixtureId);
  if (marketId !== null) query = query.where('market_id', '=', marketId);
  return query.orderBy('id').execute();
}

/** The manual values in force on a fixture (or one market), locked for the caller's change. */
export async function lockManualSettlements(trx: Db, fixtureId: bigint, marketId: number | null) {
  let query = trx
    .selectFrom('manual_settlement')
    .select(['outcome_id as outcomeId', 'market_id as marketId', 'settlement', 'reason'])
    .where('fixture_id', '=', fixtureId);
  if (marketId !== null) query = query.where('market_id', '=', marketId);
  return query.orderBy('outcome_id').forUpdate().execute();
}

/** Writes (or replaces) manual values. */
export async function upsertManualSettlements(trx: Db, rows: readonly ManualSettlementWrite[]) {
  if (rows.length === 0) return;
  await trx
    .insertInto('manual_settlement')
    .values(
      rows.map((row) => ({
        outcome_id: row.outcomeId,
        fixture_id: row.fixtureId,
        market_id: row.marketId,
        settlement: row.settlement,
        reason: row.reason,
        staff_id: row.staffId,
      })),
    )
    .onConflict((conflict) =>
      conflict.column('outcome_id').doUpdateSet((eb) => ({
        settlement: eb.ref('excluded.settlement'),
        reason: eb.ref('excluded.reason'),
        staff_id: eb.ref('excluded.staff_id'),
        created_at: sql<Date>`now()`,
      })),
    )
    .execute();
}

/** Removes the manual values of these outcomes (undo). */
export async function deleteManualSettlements(trx: Db, outcomeIds: readonly bigint[]) {
  if (outcomeIds.length === 0) return;
  await trx
    .deleteFrom('manual_settlement')
    .where('outcome_id', 'in', [...outcomeIds])
    .execute();
}
