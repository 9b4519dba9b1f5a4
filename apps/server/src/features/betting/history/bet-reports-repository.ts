import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database.ts';
import { kstDayOf } from '../../../lib/db/kst-day.ts';

// The back office's betting reports: the unsettled queue, member debts and daily totals.

// Finished (TRADE360 fixture status 3).
const fixtureFinished = 3;

/**
 * Markets holding legs of open bets that have no value yet (no manual one, no feed one) although
 * their fixture finished or started before `startedBefore`; oldest fixture first.
 */
export async function listUnsettledBets(db: Db, startedBefore: Date, limit: number) {
  const rows = await db
    .selectFrom('bet_leg')
    .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
    .innerJoin('fixture', 'fixture.id', 'bet_leg.fixture_id')
    .innerJoin('outcome', 'outcome.id', 'bet_leg.outcome_id')
    .leftJoin('league', 'league.id', 'fixture.league_id')
    .leftJoin('manual_settlement as manual', 'manual.outcome_id', 'bet_leg.outcome_id')
    .select((eb) => [
      'bet_leg.fixture_id as fixtureId',
      'league.name as leagueName',
      'fixture.home_name as homeName',
      'fixture.away_name as awayName',
      'fixture.start_at as startAt',
      'fixture.status as fixtureStatus',
      'fixture.sport_id as sportId',
      'bet_leg.market_id as marketId',
      eb.fn.countAll<bigint>().as('legs'),
      eb.fn.count<bigint>('bet.id').distinct().as('bets'),
      eb.fn.sum<bigint>('bet.stake').as('stake'),
    ])
    .where('bet.status', '=', 'open')
    .where('bet_leg.settlement', 'is', null)
    .where('outcome.settlement', 'is', null)
    .where('manual.outcome_id', 'is', null)
    .where((eb) =>
      eb.or([eb('fixture.status', '=', fixtureFinished), eb('fixture.start_at', '<', startedBefore)]),
    )
    .groupBy([
      'bet_leg.fixture_id',
      'league.name',
      'fixture.home_name',
      'fixture.away_name',
      'fixture.start_at',
      'fixture.status',
      'fixture.sport_id',
      'bet_leg.market_id',
    ])
    .orderBy('fixture.start_at')
    .orderBy('bet_leg.fixture_id')
    .orderBy('bet_leg.market_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    ...row,
    legs: Number(row.legs),
    bets: Number(row.bets),
    stake: BigInt(row.stake ?? 0),
  }));
}

/** One page of member debts, open first then newest, and the open count and outstanding sum. */
export async function listBetDebts(db: Db, filter: { isOpenOnly: boolean; offset: number; limit: number }) {
  let query = db.selectFrom('member_debt').innerJoin('member', 'member.id', 'member_debt.member_id');
  if (filter.isOpenOnly) query = query.where('member_debt.cleared_at', 'is', null);
  const rows = await query
    .select([
      'member_debt.id',
      'member_debt.member_id as memberId',
      'member.login_id as loginId',
      'member.nick',
      'member_debt.bet_id as betId',
      'member_debt.amount',
      'member_debt.repaid',
      'member_debt.created_at as createdAt',
      'member_debt.cleared_at as clearedAt',
    ])
    .orderBy(sql`member_debt.cleared_at is null`, 'desc')
    .orderBy('member_debt.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const { total } = await query
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  const open = await db
    .selectFrom('member_debt')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('openCount'),
      eb.fn.coalesce(eb.fn.sum<bigint>(sql`amount - repaid`), sql<bigint>`0`).as('outstanding'),
    ])
    .where('cleared_at', 'is', null)
    .executeTakeFirstOrThrow();
  return {
    rows,
    total: Number(total),
    openCount: Number(open.openCount),
    outstanding: BigInt(open.outstanding),
  };
}

/** Stakes of the bets placed since `from`, by KST day and kind. */
export async function readDailyStakes(db: Db, from: Date) {
  const day = kstDayOf('bet.placed_at');
  const rows = await db
    .selectFrom('bet')
    .select((eb) => [
      day.as('day'),
      'bet.kind',
      eb.fn.countAll<bigint>().as('bets'),
      eb.fn.sum<bigint>('bet.stake').as('stakes'),
    ])
    .where('bet.placed_at', '>=', from)
    .groupBy([day, 'bet.kind'])
    .execute();
  return rows.map((row) => ({ ...row, bets: Number(row.bets), stakes: BigInt(row.stakes) }));
}

/**
 * Net payouts by KST day of the settlement and kind of bet: each settlement's payout minus the
 * payout it replaced, i.e. what the ledger moved that day (a correction counts on its own day).
 */
export async function readDailyPayouts(db: Db, from: Date) {
  const day = kstDayOf('bet_settlement.created_at');
  const rows = await db
    .selectFrom('bet_settlement')
    .innerJoin('bet', 'bet.id', 'bet_settlement.bet_id')
    .select((eb) => [
      day.as('day'),
      'bet.kind',
      eb.fn.sum<bigint>(sql`bet_settlement.payout - bet_settlement.previous_payout`).as('payouts'),
    ])
    .where('bet_settlement.created_at', '>=', from)
    .groupBy([day, 'bet.kind'])
    .execute();
  return rows.map((row) => ({ ...row, payouts: BigInt(row.payouts) }));
}
