import { type AttendanceRules, defaultAttendanceRules } from '@hanpan/core/api/promotions';
import { staffAttendanceRulesRequestSchema } from '@hanpan/core/api/staff-promotions';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** The check-in rules' key in site_setting. */
export const attendanceRulesKey = 'attendanceRules';

/** The staff-set check-in rules (the defaults until staff save some). */
export async function readAttendanceRules(db: Db | Trx): Promise<AttendanceRules> {
  const row = await db
    .selectFrom('site_setting')
    .select('value')
    .where('key', '=', attendanceRulesKey)
    .executeTakeFirst();
  const parsed = staffAttendanceRulesRequestSchema.safeParse(row?.value);
  // A hand-edited, unreadable setting must not take check-in down: use the defaults.
  return parsed.success ? parsed.data : defaultAttendanceRules;
}

/** Writes the check-in rules inside the caller's transaction (the caller audits the change). */
export async function writeAttendanceRules(trx: Trx, rules: AttendanceRules): Promise<void> {
  const value = JSON.stringify(rules);
  await trx
    .insertInto('site_setting')
    .values({ key: attendanceRulesKey, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** The KST days ('YYYY-MM-DD') the member checked in from `fromDay` up to, not including, `toDay`. */
export async function listAttendanceDays(
  db: Db,
  memberId: number,
  fromDay: string,
  toDay: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('attendance')
    .select(sql<string>`to_char(kst_day, 'YYYY-MM-DD')`.as('day'))
    .where('member_id', '=', memberId)
    .where('kst_day', '>=', fromDay)
    .where('kst_day', '<', toDay)
    .orderBy('kst_day')
    .execute();
  return rows.map((row) => row.day);
}

/** The streak the member's check-in of `day` recorded, or null when they did not check in that day. */
export async function findStreakOn(db: Db | Trx, memberId: number, day: string): Promise<number | null> {
  const row = await db
    .selectFrom('attendance')
    .select('streak')
    .where('member_id', '=', memberId)
    .where('kst_day', '=', day)
    .executeTakeFirst();
  return row?.streak ?? null;
}

/** Records the check-in of `day`; false when the member already checked in that day. */
export async function insertAttendance(
  trx: Trx,
  row: { memberId: number; day: string; streak: number; points: bigint; now: Date },
): Promise<boolean> {
  const inserted = await trx
    .insertInto('attendance')
    .values({
      member_id: row.memberId,
      kst_day: row.day,
      streak: row.streak,
      points: row.points,
      created_at: row.now,
    })
    .onConflict((conflict) => conflict.columns(['member_id', 'kst_day']).doNothing())
    .returning('member_id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Attaches the ledger transaction that paid a check-in. */
export async function attachAttendanceTx(
  trx: Trx,
  memberId: number,
  day: string,
  txId: bigint,
): Promise<void> {
  await trx
    .updateTable('attendance')
    .set({ ledger_tx_id: txId })
    .where('member_id', '=', memberId)
    .where('kst_day', '=', day)
    .execute();
}

/** Won of the member's deposits approved between `from` (inclusive) and `to` (exclusive). */
export async function sumApprovedDeposits(
  db: Db | Trx,
  memberId: number,
  from: Date,
  to: Date,
): Promise<bigint> {
  const row = await db
    .selectFrom('charge_request')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<bigint>('amount'), sql<bigint>`0::int8`).as('total'))
    .where('member_id', '=', memberId)
    .where('status', '=', 'approved')
    .where('decided_at', '>=', from)
    .where('decided_at', '<', to)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}
