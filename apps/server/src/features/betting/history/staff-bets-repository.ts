import { type ExpressionBuilder, sql } from 'kysely';
import type { BetStatus } from '../../../lib/db/betting-tables.ts';
import type { Database, Db } from '../../../lib/db/database.ts';

// The back office's reads of bets: the filtered list with totals, legs, and one fixture's liability.

/** The bets list's filter as the database takes it (dates already turned into instants). */
export type BetListQuery = {
  member: string;
  fixtureId: number | null;
  status: 'all' | BetStatus;
  kind: 'all' | 'prematch' | 'inplay';
  /** placed_at >= from. */
  from: Date | null;
  /** placed_at < until. */
  until: Date | null;
  offset: number;
  limit: number;
};

// LIKE patterns match the text literally: %, _ and \ in the query are escaped.
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function filtered(db: Db, filter: BetListQuery) {
  let query = db.selectFrom('bet').innerJoin('member', 'member.id', 'bet.member_id');
  if (filter.member) {
    const pattern = containsPattern(filter.member.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['member.login_id']), 'like', pattern),
        eb(eb.fn('lower', ['member.nick']), 'like', pattern),
      ]),
    );
  }
  if (filter.fixtureId !== null) {
    const fixtureId = BigInt(filter.fixtureId);
    query = query.where((eb: ExpressionBuilder<Database, 'bet'>) =>
      eb.exists(
        eb
          .selectFrom('bet_leg')
          .select(sql.lit(1).as('one'))
          .whereRef('bet_leg.bet_id', '=', 'bet.id')
          .where('bet_leg.fixture_id', '=', fixtureId),
      ),
    );
  }
  if (filter.status !== 'all') query = query.where('bet.status', '=', filter.status);
  if (filter.kind !== 'all') query = query.where('bet.kind', '=', filter.kind);
  if (filter.from) query = query.where('bet.placed_at', '>=', filter.from);
  if (filter.until) query = query.where('bet.placed_at', '<', filter.until);
  return query;
}

/** One page of bets, newest first, and the count and stake / payout sums of every match. */
export async function listStaffBets(db: Db, filter: BetListQuery) {
  const query = filtered(db, filter);
  const rows = await query
    .select([
      'bet.id',
      'bet.member_id as memberId',
      'member.login_id as loginId',
      'member.nick',
      'bet.placed_at as placedAt',
      'bet.kind',
      'bet.status',
      'bet.stake',
      'bet.total_odds as totalOdds',
      'bet.potential_payout as potentialPayout',
    ])
    .orderBy('bet.placed_at', 'desc')
    .orderBy('bet.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const totals = await query
    .select((eb) => [
      eb.fn.countAll<bigint>().as('total'),
      eb.fn.coalesce(eb.fn.sum<bigint>('bet.stake'), sql<bigint>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<bigint>('bet.potential_payout'), sql<bigint>`0`).as('potentialPayout'),
    ])
    .executeTakeFirstOrThrow();
  return {
    rows,
    total: Number(totals.total),
    stake: BigInt(totals.stake),
    potentialPayout: BigInt(totals.potentialPayout),
  };
}

/** A fixture with its league's name; null when there is none. */
export async function findBetFixture(db: Db, fixtureId: number) {
  const row = await db
    .selectFrom('fixture')
    .leftJoin('league', 'league.id', 'fixture.league_id')
    .select([
      'fixture.sport_id as sportId',
      'league.name as leagueName',
      'fixture.home_name as homeName',
      'fixture.away_name as awayName',
      'fixture.start_at as startAt',
      'fixture.status',
    ])
    .where('fixture.id', '=', BigInt(fixtureId))
    .executeTakeFirst();
  return row ?? null;
}

/** Per outcome of the fixture: the open bets holding it, their stakes and potential payouts. */
export async function readOutcomeExposure(db: Db, fixtureId: number) {
  return db
    .selectFrom('bet_leg')
    .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
    .innerJoin('outcome', 'outcome.id', 'bet_leg.outcome_id')
    .select((eb) => [
      'bet_leg.outcome_id as outcomeId',
      'bet_leg.market_id as marketId',
      'outcome.name as pickName',
      'outcome.base_line_raw as baseLine',
      'outcome.price',
      eb.fn.count<bigint>('bet.id').distinct().as('openBets'),
      eb.fn.sum<bigint>('bet.stake').as('stake'),
      eb.fn.sum<bigint>('bet.potential_payout').as('potentialPayout'),
    ])
    .where('bet_leg.fixture_id', '=', BigInt(fixtureId))
    .where('bet.status', '=', 'open')
    .groupBy([
      'bet_leg.outcome_id',
      'bet_leg.market_id',
      'outcome.name',
      'outcome.base_line_raw',
      'outcome.price',
    ])
    .orderBy('bet_leg.market_id')
    .orderBy('bet_leg.outcome_id')
    .execute();
}

/** The open bets with any pick on the fixture, each counted once. */
export async function readFixtureTotals(db: Db, fixtureId: number) {
  const row = await db
    .selectFrom('bet')
    .select((eb) => [
      eb.fn.countAll<bigint>().as('openBets'),
      eb.fn.coalesce(eb.fn.sum<bigint>('bet.stake'), sql<bigint>`0`).as('stake'),
      eb.fn.coalesce(eb.fn.sum<bigint>('bet.potential_payout'), sql<bigint>`0`).as('potentialPayout'),
    ])
    .where('bet.status', '=', 'open')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('bet_leg')
          .select(sql.lit(1).as('one'))
          .whereRef('bet_leg.bet_id', '=', 'bet.id')
          .where('bet_leg.fixture_id', '=', BigInt(fixtureId)),
      ),
    )
    .executeTakeFirstOrThrow();
  return {
    openBets: Number(row.openBets),
    stake: BigInt(row.stake),
    potentialPayout: BigInt(row.potentialPayout),
  };
}
