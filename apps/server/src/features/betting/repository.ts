import type { OddsChangePreference } from '@hanpan/core/api/betting';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** What decides whether a member may bet, and what a moved price does to their bet. */
export type Bettor = {
  isActive: boolean;
  isBettingBlocked: boolean;
  oddsChange: OddsChangePreference;
  /** The member's cash, whole won (read without a lock: the debit itself is conditional). */
  cash: bigint;
  cashAccountId: number;
};

/** The member's betting flags and cash; null when there is no such member. */
export async function readBettor(db: Db | Trx, memberId: number): Promise<Bettor | null> {
  const row = await db
    .selectFrom('member as m')
    .innerJoin('account as a', (join) => join.onRef('a.member_id', '=', 'm.id').on('a.kind', '=', 'cash'))
    .select([
      'm.status',
      'm.is_betting_blocked as isBettingBlocked',
      'm.odds_change_preference as oddsChange',
      'a.balance',
      'a.id as cashAccountId',
    ])
    .where('m.id', '=', memberId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    isActive: row.status === 'active',
    isBettingBlocked: row.isBettingBlocked,
    oddsChange: row.oddsChange,
    cash: row.balance,
    cashAccountId: row.cashAccountId,
  };
}

/** Sets the member's odds-change preference. */
export async function writeOddsChangePreference(
  db: Db,
  memberId: number,
  oddsChange: OddsChangePreference,
): Promise<void> {
  await db
    .updateTable('member')
    .set({ odds_change_preference: oddsChange })
    .where('id', '=', memberId)
    .execute();
}

/** The database clock now (`clock_timestamp()`: the moment of this statement, not of the transaction's start). */
export async function readDatabaseClock(db: Db | Trx): Promise<Date> {
  const result = await sql<{ now: Date }>`select clock_timestamp() as now`.execute(db);
  const now = result.rows[0]?.now;
  if (!now) throw new Error('The database clock did not answer');
  return new Date(now);
}

/** An outcome with its market's and fixture's state, as the bet checks read it (settled ones included). */
export type PickFacts = {
  outcomeId: bigint;
  betId: string;
  fixtureId: number;
  marketId: number;
  name: string;
  baseLine: string | null;
  outcomeStatus: 'open' | 'suspended' | 'settled';
  marketStatus: 'open' | 'suspended' | 'settled';
  fixtureStatus: number;
  startAt: Date;
  sportId: number;
  leagueId: number;
};

/** The picks' rows and the database clock read with them. */
export type PickReading = { facts: PickFacts[]; now: Date };

/**
 * The outcomes of the given bet ids with their market and fixture (settled ones included), and the
 * database clock (`clock_timestamp()`) of the read. With `lock`, the fixtures are first locked `for
 * share` in id order (the order the feed locks them `for update`), then the markets and outcomes
 * with the read: a kick-off, a suspension, a price move, a settlement or a staff override of them
 * waits for the caller's commit, or committed before and is what the caller reads.
 */
export async function readPickFacts(
  db: Db | Trx,
  betIds: readonly string[],
  options: { lock: boolean } = { lock: false },
): Promise<PickReading> {
  const ids = betIds.length === 0 ? ['-'] : [...betIds];
  if (options.lock) {
    await db
      .selectFrom('fixture')
      .select('id')
      .where('id', 'in', db.selectFrom('outcome').select('fixture_id').where('bet_id', 'in', ids))
      .orderBy('id')
      .forShare()
      .execute();
  }
  const query = db
    .selectFrom('outcome as o')
    .innerJoin('market as m', (join) =>
      join.onRef('m.fixture_id', '=', 'o.fixture_id').onRef('m.market_id', '=', 'o.market_id'),
    )
    .innerJoin('fixture as f', 'f.id', 'o.fixture_id')
    .select([
      'o.id as outcomeId',
      'o.bet_id as betId',
      'o.fixture_id as fixtureId',
      'o.market_id as marketId',
      'o.name',
      'o.base_line_raw as baseLineRaw',
      'o.line_raw as lineRaw',
      'o.status as outcomeStatus',
      'm.status as marketStatus',
      'f.status as fixtureStatus',
      'f.start_at as startAt',
      'f.sport_id as sportId',
      'f.league_id as leagueId',
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('o.bet_id', 'in', ids);
  const rows = await (options.lock ? query.orderBy('o.id').forShare(['o', 'm']) : query).execute();
  // Locked: the clock is read once every lock is held (the bet's placed_at, never before a wait).
  const now = options.lock || rows.length === 0 ? await readDatabaseClock(db) : new Date(rows[0]?.now ?? 0);
  const facts = rows.map((row) => ({
    outcomeId: row.outcomeId,
    betId: row.betId,
    fixtureId: Number(row.fixtureId),
    marketId: row.marketId,
    name: row.name,
    baseLine: row.baseLineRaw ?? row.lineRaw,
    outcomeStatus: row.outcomeStatus,
    marketStatus: row.marketStatus,
    fixtureStatus: row.fixtureStatus,
    startAt: new Date(row.startAt),
    sportId: row.sportId,
    leagueId: row.leagueId,
  }));
  return { facts, now };
}

/** A bet to insert with its legs. */
export type BetWrite = {
  memberId: number;
  kind: 'prematch' | 'inplay';
  stake: bigint;
  totalOdds: number;
  bonusRate: number;
  potentialPayout: bigint;
  isOddsChanged: boolean;
  stakeTxId: bigint;
  idempotencyKey: string;
  placedAt: Date;
  legs: {
    fixtureId: number;
    marketId: number;
    outcomeId: bigint;
    feedBetId: string;
    sportId: number;
    leagueId: number;
    pickName: string;
    baseLine: string | null;
    odds: number;
    isInplay: boolean;
  }[];
};

/** Inserts the bet and its legs inside the caller's transaction; returns the bet id. */
export async function insertBet(trx: Trx, bet: BetWrite): Promise<bigint> {
  const inserted = await trx
    .insertInto('bet')
    .values({
      member_id: bet.memberId,
      kind: bet.kind,
      stake: bet.stake,
      total_odds: bet.totalOdds,
      bonus_rate: bet.bonusRate,
      potential_payout: bet.potentialPayout,
      leg_count: bet.legs.length,
      is_odds_changed: bet.isOddsChanged,
      stake_tx_id: bet.stakeTxId,
      idempotency_key: bet.idempotencyKey,
      placed_at: bet.placedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('bet_leg')
    .values(
      bet.legs.map((leg, index) => ({
        bet_id: inserted.id,
        leg_no: index + 1,
        fixture_id: BigInt(leg.fixtureId),
        market_id: leg.marketId,
        outcome_id: leg.outcomeId,
        feed_bet_id: leg.feedBetId,
        sport_id: leg.sportId,
        league_id: leg.leagueId,
        pick_name: leg.pickName,
        base_line: leg.baseLine,
        odds: leg.odds,
        is_inplay: leg.isInplay,
      })),
    )
    .execute();
  return inserted.id;
}
