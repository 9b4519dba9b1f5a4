import type { PlacedBetData } from '@hanpan/core/api/betting';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../src/lib/db/database.ts';
import { cashOf, type FixturePick, itemOf, sendBet } from './betting.ts';
import { envelope } from './http.ts';
import { expectLedgerBalanced } from './ledger.ts';

// Helpers of the settlement tests: bets placed through the real HTTP call, outcome results written
// as the feed adapter leaves them, and the rows settlement writes.

/** Places a bet on the picks through POST /api/bet/add and returns its id. */
export async function placeBetOn(
  app: FastifyInstance,
  member: { cookie: string },
  picks: readonly FixturePick[],
  amount: number,
): Promise<bigint> {
  const reply = envelope<PlacedBetData>(
    await sendBet(app, member.cookie, { betList: picks.map((pick) => itemOf(pick)), amount }),
  );
  expect(reply.code, JSON.stringify(reply.data)).toBe(0);
  const data = reply.data as PlacedBetData & { betId: string };
  return BigInt(data.betId);
}

/** The outcome id of a pick. */
export async function outcomeIdOf(db: Db, pick: FixturePick): Promise<bigint> {
  const row = await db
    .selectFrom('outcome')
    .select('id')
    .where('bet_id', '=', pick.betId)
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Gives the picks' outcomes a settlement value (null: unsettled again) as the feed adapter records it,
 * with its history row; returns the outcome ids.
 */
export async function writeSettlement(
  db: Db,
  picks: readonly FixturePick[],
  settlement: number | null,
): Promise<bigint[]> {
  const ids: bigint[] = [];
  for (const pick of picks) {
    const id = await outcomeIdOf(db, pick);
    const before = await db
      .selectFrom('outcome')
      .select('settlement')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('outcome')
      .set({
        settlement,
        status: settlement === null ? 'suspended' : 'settled',
        settled_at: settlement === null ? null : sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
    await db
      .insertInto('outcome_settlement')
      .values({ outcome_id: id, previous: before.settlement, settlement, msg_id: `test-${id}-${Date.now()}` })
      .execute();
    ids.push(id);
  }
  return ids;
}

/** A bet's row. */
export function betRow(db: Db, betId: bigint) {
  return db.selectFrom('bet').selectAll().where('id', '=', betId).executeTakeFirstOrThrow();
}

/** A bet's settlement history, oldest first. */
export function settlementsOfBet(db: Db, betId: bigint) {
  return db.selectFrom('bet_settlement').selectAll().where('bet_id', '=', betId).orderBy('version').execute();
}

/** The ledger postings of a bet's settlements (reversals and payouts), oldest first. */
export function settlementPostingsOf(db: Db, betId: bigint) {
  return db
    .selectFrom('ledger_tx')
    .select(['id', 'kind', 'idempotency_key'])
    .where('reference', '=', `bet:${betId}`)
    .orderBy('id')
    .execute();
}

/** The member's debts, oldest first. */
export function debtsOf(db: Db, memberId: number) {
  return db.selectFrom('member_debt').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/**
 * After a crash test's settlement: each of the `betCount` bets settled once (version 1, none open),
 * one payout posting per winning bet, each member's cash its cash before plus its winnings, and a
 * balanced ledger.
 */
export async function expectEveryBetSettledAndPaidOnce(
  db: Db,
  { betCount, cashBefore }: { betCount: number; cashBefore: Map<number, bigint> },
): Promise<void> {
  const bets = await db
    .selectFrom('bet')
    .select(['id', 'member_id', 'status', 'payout', 'settle_version'])
    .execute();
  expect(bets).toHaveLength(betCount);
  expect(bets.filter((bet) => bet.settle_version !== 1 || bet.status === 'open')).toEqual([]);
  const postings = await sql<{ reference: string; count: string }>`
    select reference, count(*)::text as count from ledger_tx where kind = 'bet_payout' group by reference`.execute(
    db,
  );
  const paidBets = bets.filter((bet) => (bet.payout ?? 0n) > 0n);
  expect(paidBets.length).toBeGreaterThan(0);
  expect(postings.rows).toHaveLength(paidBets.length);
  expect(postings.rows.every((row) => row.count === '1')).toBe(true);
  const settled = await sql<{ count: string }>`select count(*)::text as count from bet_settlement`.execute(
    db,
  );
  expect(Number(settled.rows[0]?.count)).toBe(betCount);
  for (const [memberId, before] of cashBefore) {
    const won = bets
      .filter((bet) => bet.member_id === memberId)
      .reduce((sum, bet) => sum + (bet.payout ?? 0n), 0n);
    expect(await cashOf(db, memberId)).toBe(before + won);
  }
  await expectLedgerBalanced(db);
}
