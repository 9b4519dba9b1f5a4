import type { OddsChangePreference } from '@hanpan/core/api/betting';
import type { BonusRule } from '@hanpan/core/betting/settlement';
import { sql } from 'kysely';
import type { Db } from '../../../lib/db/database.ts';
import { arrayOf } from '../../../lib/db/pg-array.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';
import type { ClaimRow, StoredRow } from '../../../lib/idempotency/repository.ts';
import type { PlannedMovement } from '../../wallet/index.ts';

/** What decides whether a member may bet, and what a moved price does to their bet. */
export type Bettor = {
  isActive: boolean;
  isBettingBlocked: boolean;
  oddsChange: OddsChangePreference;
  /** The member's cash, whole won (read without a lock: the debit itself is conditional). */
  cash: bigint;
  cashAccountId: number;
};

const bettorQuery = (db: Db | Trx, memberIds: readonly number[]) =>
  db
    .selectFrom('member as m')
    .innerJoin('account as a', (join) => join.onRef('a.member_id', '=', 'm.id').on('a.kind', '=', 'cash'))
    .select([
      'm.status',
      'm.is_betting_blocked as isBettingBlocked',
      'm.odds_change_preference as oddsChange',
      'a.balance',
      'a.id as cashAccountId',
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('m.id', 'in', [...memberIds]);

type BettorRow = NonNullable<Awaited<ReturnType<ReturnType<typeof bettorQuery>['executeTakeFirst']>>>;

const bettorOf = (row: BettorRow): Bettor => ({
  isActive: row.status === 'active',
  isBettingBlocked: row.isBettingBlocked,
  oddsChange: row.oddsChange,
  cash: row.balance,
  cashAccountId: row.cashAccountId,
});

/** The member's betting flags and cash; null when there is no such member. */
export async function readBettor(db: Db | Trx, memberId: number): Promise<Bettor | null> {
  const row = await bettorQuery(db, [memberId]).executeTakeFirst();
  return row ? bettorOf(row) : null;
}

/**
 * The members (left out when gone), a bet id reserved for each (bet_id_seq: the reply that names it
 * is built before the bet is written) and the database clock (`clock_timestamp()`) in one
 * statement: inside a placement, read once the picks' locks are held, so the clock is the bets'
 * placed_at.
 */
export async function readBettorsAndClock(
  trx: Trx,
  memberIds: readonly number[],
): Promise<{ bettors: Map<number, Bettor>; betIds: Map<number, bigint>; now: Date }> {
  const rows = await bettorQuery(trx, memberIds.length === 0 ? [0] : memberIds)
    .select(['m.id', sql<bigint>`nextval('bet_id_seq')`.as('betId')])
    .execute();
  const bettors = new Map(rows.map((row) => [row.id, bettorOf(row)]));
  const betIds = new Map(rows.map((row) => [row.id, BigInt(row.betId)]));
  const first = rows[0];
  return { bettors, betIds, now: first ? new Date(first.now) : await readDatabaseClock(trx) };
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
  /** False when staff hid the fixture's sport or league: members cannot see it, so cannot bet on it. */
  isListed: boolean;
};

/** The picks' rows and the database clock read with them. */
export type PickReading = { facts: PickFacts[]; now: Date };

const pickFactsQuery = (db: Db | Trx, ids: readonly string[]) =>
  db
    .selectFrom('outcome as o')
    .innerJoin('market as m', (join) =>
      join.onRef('m.fixture_id', '=', 'o.fixture_id').onRef('m.market_id', '=', 'o.market_id'),
    )
    .innerJoin('fixture as f', 'f.id', 'o.fixture_id')
    .innerJoin('league as l', 'l.id', 'f.league_id')
    .innerJoin('sport as s', 's.id', 'f.sport_id')
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
      sql<boolean>`l.is_visible and s.is_visible`.as('isListed'),
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('o.bet_id', 'in', ids.length === 0 ? ['-'] : [...ids]);

type PickFactsRow = Awaited<ReturnType<ReturnType<typeof pickFactsQuery>['execute']>>[number];

const factsOf = (rows: readonly PickFactsRow[]): PickFacts[] =>
  rows.map((row) => ({
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
    isListed: row.isListed,
  }));

/**
 * The outcomes of the given bet ids with their market and fixture (settled ones included), and the
 * database clock (`clock_timestamp()`) of the read, without locks.
 */
export async function readPickFacts(db: Db | Trx, betIds: readonly string[]): Promise<PickReading> {
  const rows = await pickFactsQuery(db, betIds).execute();
  const now = rows.length === 0 ? await readDatabaseClock(db) : new Date(rows[0]?.now ?? 0);
  return { facts: factsOf(rows), now };
}

/**
 * The same inside the caller's transaction, locked: the fixtures first `for share` in id order (the
 * order the feed locks them `for update`), then the markets and outcomes with the read. A kick-off, a
 * suspension, a price move, a settlement or a staff override of them waits for the caller's commit,
 * or committed before and is what the caller reads. The clock is not read here: read it once every
 * lock is held (readBettorAndClock), never before a wait.
 */
export async function lockPickFacts(trx: Trx, betIds: readonly string[]): Promise<PickFacts[]> {
  const ids = betIds.length === 0 ? ['-'] : [...betIds];
  await trx
    .selectFrom('fixture')
    .select('id')
    .where('id', 'in', trx.selectFrom('outcome').select('fixture_id').where('bet_id', 'in', ids))
    .orderBy('id')
    .forShare()
    .execute();
  const rows = await pickFactsQuery(trx, ids).orderBy('o.id').forShare(['o', 'm']).execute();
  return factsOf(rows);
}

/** A bet to insert with its legs. */
export type BetWrite = {
  memberId: number;
  kind: 'prematch' | 'inplay';
  stake: bigint;
  totalOdds: number;
  bonusRate: number;
  /** The bonus tiers in force now, kept so a void leg later recounts the bonus by them. */
  bonusRule: BonusRule;
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

/**
 * Inserts the bet and its legs inside the caller's transaction, in one statement (one round trip
 * less per bet); returns the bet id.
 */
export async function insertBet(trx: Trx, bet: BetWrite): Promise<bigint> {
  const legRows = bet.legs.map(
    (leg, index) =>
      sql`(${index + 1}::smallint, ${BigInt(leg.fixtureId)}::bigint, ${leg.marketId}::integer,
        ${leg.outcomeId}::bigint, ${leg.feedBetId}::text, ${leg.sportId}::integer, ${leg.leagueId}::integer,
        ${leg.pickName}::text, ${leg.baseLine}::text, ${leg.odds}::integer, ${leg.isInplay}::boolean)`,
  );
  const result = await sql<{ id: bigint }>`
    with new_bet as (
      insert into bet (member_id, kind, stake, total_odds, bonus_rate, bonus_rule, potential_payout,
        leg_count, is_odds_changed, stake_tx_id, idempotency_key, placed_at)
      values (${bet.memberId}, ${bet.kind}, ${bet.stake}, ${bet.totalOdds}, ${bet.bonusRate},
        ${JSON.stringify(bet.bonusRule)}::jsonb, ${bet.potentialPayout}, ${bet.legs.length},
        ${bet.isOddsChanged}, ${bet.stakeTxId}, ${bet.idempotencyKey}, ${bet.placedAt})
      returning id
    )
    insert into bet_leg (bet_id, leg_no, fixture_id, market_id, outcome_id, feed_bet_id, sport_id,
      league_id, pick_name, base_line, odds, is_inplay)
    select new_bet.id, leg.* from new_bet cross join (values ${sql.join(legRows)}) as leg
    returning bet_id as id`.execute(trx);
  const id = result.rows[0]?.id;
  if (id === undefined) throw new Error('A bet without legs was not written');
  return BigInt(id);
}

/** An accepted bet's one-statement write: its claim and reply, its planned stake, the bet (id reserved). */
export type BetPlacement = {
  claim: ClaimRow;
  reply: IdempotentReply;
  stake: PlannedMovement;
  bet: Omit<BetWrite, 'stakeTxId'> & { id: bigint };
};

/** What bet_place did: placed the bet, met a ledger key used before, an earlier row, or none. */
export type BetPlaced =
  | { kind: 'placed' }
  | { kind: 'duplicate' }
  | { kind: 'stored'; row: StoredRow }
  | { kind: 'vanished' };

/**
 * Claims the key with the reply, posts the stake, inserts the bet and its legs, in one round trip
 * (bet_place, migration 0034); or answers the row an earlier request stored under the key.
 */
export async function placeBetInOne(trx: Trx, placement: BetPlacement): Promise<BetPlaced> {
  const { claim, stake, bet } = placement;
  const betRow = {
    id: bet.id.toString(),
    member_id: bet.memberId,
    kind: bet.kind,
    stake: bet.stake.toString(),
    total_odds: bet.totalOdds,
    bonus_rate: bet.bonusRate,
    bonus_rule: bet.bonusRule,
    potential_payout: bet.potentialPayout.toString(),
    is_odds_changed: bet.isOddsChanged,
    idempotency_key: bet.idempotencyKey,
    placed_at: bet.placedAt.toISOString(),
  };
  const legRows = bet.legs.map((leg, index) => ({
    leg_no: index + 1,
    fixture_id: leg.fixtureId,
    market_id: leg.marketId,
    outcome_id: leg.outcomeId.toString(),
    feed_bet_id: leg.feedBetId,
    sport_id: leg.sportId,
    league_id: leg.leagueId,
    pick_name: leg.pickName,
    base_line: leg.baseLine,
    odds: leg.odds,
    is_inplay: leg.isInplay,
  }));
  const result = await sql<StoredRow & { is_claimed: boolean; is_duplicate: boolean }>`
    select is_claimed, is_duplicate, stored_member_id as member_id, stored_staff_id as staff_id,
      stored_operation as operation, stored_request_hash as request_hash, stored_reply as reply
    from bet_place(${claim.key}::text, ${claim.member_id}::integer, ${claim.operation}::text,
      ${claim.request_hash}::text, ${JSON.stringify(placement.reply)}::jsonb, ${stake.why}::text,
      ${stake.reference}::text, ${stake.key}::text, ${arrayOf(stake.accountIds, 'integer')},
      ${arrayOf(stake.amounts, 'bigint')}, ${JSON.stringify(betRow)}::jsonb,
      ${JSON.stringify(legRows)}::jsonb)`.execute(trx);
  const row = result.rows[0];
  // Pruned between the claim's insert and its read: take the key again.
  if (!row) return { kind: 'vanished' };
  if (!row.is_claimed) return { kind: 'stored', row };
  return row.is_duplicate ? { kind: 'duplicate' } : { kind: 'placed' };
}
