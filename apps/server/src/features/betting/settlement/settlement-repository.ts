import { sql } from 'kysely';
import type { BetStatus } from '../../../lib/db/betting-tables.ts';
import type { Db } from '../../../lib/db/database.ts';
import { arrayOf } from '../../../lib/db/pg-array.ts';
import type { Trx } from '../../../lib/db/transaction.ts';

// The reads and bulk writes of settlement. The database is the queue: a leg whose stored settlement value
// differs from its outcome's effective value (the staff's manual value first, else the feed's) is waiting.

const effective = sql`coalesce(ms.settlement, o.settlement)`;

/** Ids of the bets with a leg on these outcomes waiting to be (re)settled, in id order. */
export async function findBetsToSettle(db: Db, outcomeIds: readonly bigint[]): Promise<bigint[]> {
  if (outcomeIds.length === 0) return [];
  const rows = await sql<{ bet_id: bigint }>`
    select distinct l.bet_id from bet_leg l
    join outcome o on o.id = l.outcome_id
    left join manual_settlement ms on ms.outcome_id = l.outcome_id
    where l.outcome_id = any(${arrayOf([...new Set(outcomeIds)], 'bigint')})
      and l.settlement is distinct from ${effective}
    order by l.bet_id`.execute(db);
  return rows.rows.map((row) => BigInt(row.bet_id));
}

/** Every outcome with a leg waiting (the catch-up pass after a restart). */
export async function findOutcomesWaiting(db: Db): Promise<bigint[]> {
  const rows = await sql<{ outcome_id: bigint }>`
    select distinct l.outcome_id from bet_leg l
    join outcome o on o.id = l.outcome_id
    left join manual_settlement ms on ms.outcome_id = l.outcome_id
    where l.settlement is distinct from ${effective}`.execute(db);
  return rows.rows.map((row) => BigInt(row.outcome_id));
}

/**
 * Every statement of a batch finds a few hundred rows by key in tables that may hold millions. Without
 * fresh statistics (PGlite has no autovacuum; a table that just grew) the planner guesses thousands of
 * rows per id list and hashes whole tables, which makes a pass quadratic: this transaction uses indexes.
 */
export async function preferIndexLookups(trx: Trx): Promise<void> {
  await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_hashjoin', 'off', true),
    set_config('enable_mergejoin', 'off', true)`.execute(trx);
}

/** A bet as settlement reads it, locked. */
export type LockedBet = {
  id: bigint;
  memberId: number;
  status: BetStatus;
  stake: bigint;
  totalOdds: number;
  bonusRate: number;
  potentialPayout: bigint;
  bonusRule: unknown;
  payout: bigint | null;
  settledOdds: number | null;
  settleVersion: number;
};

/**
 * Locks the bets `for update` in id order (plain, not SKIP LOCKED: a bet skipped while another worker
 * holds it could miss the newer result that worker did not see) and reads them.
 */
export async function lockBets(trx: Trx, betIds: readonly bigint[]): Promise<LockedBet[]> {
  const rows = await sql<{
    id: bigint;
    member_id: number;
    status: BetStatus;
    stake: bigint;
    total_odds: number;
    bonus_rate: number;
    potential_payout: bigint;
    bonus_rule: unknown;
    payout: bigint | null;
    settled_odds: number | null;
    settle_version: number;
  }>`
    select id, member_id, status, stake, total_odds, bonus_rate, potential_payout, bonus_rule, payout,
      settled_odds, settle_version
    from bet where id = any(${arrayOf(betIds, 'bigint')}) order by id for update`.execute(trx);
  return rows.rows.map((row) => ({
    id: BigInt(row.id),
    memberId: row.member_id,
    status: row.status,
    stake: BigInt(row.stake),
    totalOdds: row.total_odds,
    bonusRate: row.bonus_rate,
    potentialPayout: BigInt(row.potential_payout),
    bonusRule: row.bonus_rule,
    payout: row.payout === null ? null : BigInt(row.payout),
    settledOdds: row.settled_odds,
    settleVersion: row.settle_version,
  }));
}

/** A leg with its stored settlement value and its outcome's effective one. */
export type LegState = {
  betId: bigint;
  legNo: number;
  odds: number;
  settlement: number | null;
  effective: number | null;
};

/**
 * The legs of the bets with their outcomes' effective values (read after the bets' lock): the legs, then
 * the values of their few distinct outcomes (a batch's thousands of legs share a fixture's outcomes).
 */
export async function readLegStates(trx: Trx, betIds: readonly bigint[]): Promise<LegState[]> {
  const legs = await sql<{
    bet_id: bigint;
    leg_no: number;
    odds: number;
    settlement: number | null;
    outcome_id: bigint;
  }>`
    select bet_id, leg_no, odds, settlement, outcome_id from bet_leg
    where bet_id = any(${arrayOf(betIds, 'bigint')})`.execute(trx);
  const outcomeIds = [...new Set(legs.rows.map((leg) => BigInt(leg.outcome_id)))];
  const values = await sql<{ id: bigint; effective: number | null }>`
    select o.id, ${effective} as effective from outcome o
    left join manual_settlement ms on ms.outcome_id = o.id
    where o.id = any(${arrayOf(outcomeIds, 'bigint')})`.execute(trx);
  const effectiveOf = new Map(values.rows.map((row) => [BigInt(row.id), row.effective]));
  return legs.rows.map((row) => ({
    betId: BigInt(row.bet_id),
    legNo: row.leg_no,
    odds: row.odds,
    settlement: row.settlement,
    effective: effectiveOf.get(BigInt(row.outcome_id)) ?? null,
  }));
}

/** A leg's new value and status. */
export type LegWrite = { betId: bigint; legNo: number; status: string; settlement: number | null };

/** Writes the legs' values and statuses (settled_at now, or null when reopened), one statement. */
export async function writeLegs(trx: Trx, legs: readonly LegWrite[]): Promise<void> {
  if (legs.length === 0) return;
  await sql`
    update bet_leg set status = v.status, settlement = v.settlement,
      settled_at = case when v.settlement is null then null else now() end
    from unnest(${arrayOf(
      legs.map((leg) => leg.betId),
      'bigint',
    )}, ${arrayOf(
      legs.map((leg) => leg.legNo),
      'smallint',
    )}, ${arrayOf(
      legs.map((leg) => leg.status),
      'text',
    )}, ${arrayOf(
      legs.map((leg) => leg.settlement),
      'smallint',
    )}) as v(bet_id, leg_no, status, settlement)
    where bet_leg.bet_id = v.bet_id and bet_leg.leg_no = v.leg_no`.execute(trx);
}

/** A bet's new settlement; version is unchanged for a change of settled odds only. */
export type BetWrite = {
  id: bigint;
  status: BetStatus;
  payout: bigint | null;
  settledOdds: number | null;
  version: number;
};

/** Writes the bets' settlements (settled_at now, or null when the bet is open again), one statement. */
export async function writeBets(trx: Trx, bets: readonly BetWrite[]): Promise<void> {
  if (bets.length === 0) return;
  await sql`
    update bet set status = v.status, payout = v.payout, settled_odds = v.settled_odds,
      settled_at = case when v.status = 'open' then null
        when bet.settle_version = v.version then bet.settled_at else now() end,
      settle_version = v.version
    from unnest(${arrayOf(
      bets.map((bet) => bet.id),
      'bigint',
    )}, ${arrayOf(
      bets.map((bet) => bet.status),
      'text',
    )}, ${arrayOf(
      bets.map((bet) => bet.payout),
      'bigint',
    )}, ${arrayOf(
      bets.map((bet) => bet.settledOdds),
      'integer',
    )}, ${arrayOf(
      bets.map((bet) => bet.version),
      'integer',
    )}) as v(id, status, payout, settled_odds, version)
    where bet.id = v.id`.execute(trx);
}

/** One settlement of a bet, for its history. */
export type SettlementRow = {
  betId: bigint;
  version: number;
  status: BetStatus;
  payout: bigint;
  previousPayout: bigint;
  reversalTxId: bigint | null;
  payoutTxId: bigint | null;
  source: 'feed' | 'manual' | 'catch_up';
};

/** Appends the bets' settlement history rows, one statement. */
export async function insertSettlements(trx: Trx, rows: readonly SettlementRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`
    insert into bet_settlement (bet_id, version, status, payout, previous_payout, reversal_tx_id,
      payout_tx_id, source)
    select * from unnest(${arrayOf(
      rows.map((row) => row.betId),
      'bigint',
    )}, ${arrayOf(
      rows.map((row) => row.version),
      'integer',
    )}, ${arrayOf(
      rows.map((row) => row.status),
      'text',
    )}, ${arrayOf(
      rows.map((row) => row.payout),
      'bigint',
    )}, ${arrayOf(
      rows.map((row) => row.previousPayout),
      'bigint',
    )}, ${arrayOf(
      rows.map((row) => row.reversalTxId),
      'bigint',
    )}, ${arrayOf(
      rows.map((row) => row.payoutTxId),
      'bigint',
    )}, ${arrayOf(
      rows.map((row) => row.source),
      'text',
    )})`.execute(trx);
}

/** The members' cash account ids. */
export async function findCashAccounts(trx: Trx, memberIds: readonly number[]): Promise<Map<number, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await sql<{ id: number; member_id: number }>`
    select id, member_id from account
    where member_id = any(${arrayOf([...new Set(memberIds)], 'integer')}) and kind = 'cash'`.execute(trx);
  return new Map(rows.rows.map((row) => [row.member_id, row.id]));
}
