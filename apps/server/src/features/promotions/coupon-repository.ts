import type { Db } from '../../lib/db/database.ts';
import type { CouponTable } from '../../lib/db/promotion-tables.ts';
import type { Trx } from '../../lib/db/transaction.ts';

/** A coupon row as the services read it. */
export type CouponRow = {
  id: number;
  name: string;
  reward_kind: CouponTable['reward_kind'];
  amount: bigint;
  mode: CouponTable['mode'];
  code: string | null;
  expires_at: Date;
  revoked_at: Date | null;
};

/** A member's copy of a coupon with the coupon's terms. */
export type MemberCouponRow = CouponRow & {
  issue_id: number;
  status: 'unused' | 'used' | 'revoked';
  used_at: Date | null;
};

/** The coupon columns the services read. */
export const couponColumns = [
  'c.id',
  'c.name',
  'c.reward_kind',
  'c.amount',
  'c.mode',
  'c.code',
  'c.expires_at',
  'c.revoked_at',
] as const;

/** The member's coupons that were not revoked, newest first. */
export function listMemberCoupons(db: Db, memberId: number): Promise<MemberCouponRow[]> {
  return db
    .selectFrom('member_coupon as mc')
    .innerJoin('coupon as c', 'c.id', 'mc.coupon_id')
    .select([...couponColumns, 'mc.id as issue_id', 'mc.status', 'mc.used_at'])
    .where('mc.member_id', '=', memberId)
    .where('mc.status', '<>', 'revoked')
    .where('c.revoked_at', 'is', null)
    .orderBy('mc.id', 'desc')
    .limit(500)
    .execute();
}

/** The member's copy `issueId` locked for use; null when it is missing or another member's. */
export function lockMemberCoupon(
  trx: Trx,
  memberId: number,
  issueId: number,
): Promise<MemberCouponRow | undefined> {
  return trx
    .selectFrom('member_coupon as mc')
    .innerJoin('coupon as c', 'c.id', 'mc.coupon_id')
    .select([...couponColumns, 'mc.id as issue_id', 'mc.status', 'mc.used_at'])
    .where('mc.id', '=', issueId)
    .where('mc.member_id', '=', memberId)
    .forUpdate('mc')
    .executeTakeFirst();
}

/** Marks the member's copy used with the ledger transaction that paid it. */
export async function markMemberCouponUsed(
  trx: Trx,
  issueId: number,
  txId: bigint,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('member_coupon')
    .set({ status: 'used', used_at: now, ledger_tx_id: txId })
    .where('id', '=', issueId)
    .execute();
}

/** The code coupon with this code (upper case), if any. */
export function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return db
    .selectFrom('coupon as c')
    .select([...couponColumns])
    .where('c.code', '=', code)
    .executeTakeFirst();
}

/**
 * Counts one more use of a code coupon that is open at `now`; false when a single-use code is
 * spent, or the coupon was revoked or expired meanwhile (the row lock orders concurrent redeemers).
 */
export async function claimCodeUse(trx: Trx, couponId: number, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('coupon')
    .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
    .where('id', '=', couponId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('mode', '=', 'multi_code'), eb('use_count', '<', 1)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Records a redeemed code as the member's used copy; null when the member already has one. */
export async function insertRedeemedCoupon(
  trx: Trx,
  couponId: number,
  memberId: number,
  now: Date,
): Promise<number | null> {
  const row = await trx
    .insertInto('member_coupon')
    .values({ coupon_id: couponId, member_id: memberId, status: 'used', issued_at: now, used_at: now })
    .onConflict((conflict) => conflict.constraint('member_coupon_once').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Attaches the ledger transaction to a redeemed copy. */
export async function attachCouponTx(trx: Trx, issueId: number, txId: bigint): Promise<void> {
  await trx.updateTable('member_coupon').set({ ledger_tx_id: txId }).where('id', '=', issueId).execute();
}

/** Adds one to a coupon's use count (an issued copy was used). */
export async function countCouponUse(trx: Trx, couponId: number): Promise<void> {
  await trx
    .updateTable('coupon')
    .set((eb) => ({ use_count: eb('use_count', '+', 1) }))
    .where('id', '=', couponId)
    .execute();
}

/** A new coupon's id; null when its code is taken. */
export async function insertCoupon(
  trx: Trx,
  coupon: Omit<CouponRow, 'id' | 'revoked_at'> & { created_by: number },
): Promise<number | null> {
  const row = await trx
    .insertInto('coupon')
    .values(coupon)
    .onConflict((conflict) => conflict.column('code').where('code', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** One coupon locked for a staff change. */
export function lockCoupon(trx: Trx, couponId: number): Promise<CouponRow | undefined> {
  return trx
    .selectFrom('coupon as c')
    .select([...couponColumns])
    .where('c.id', '=', couponId)
    .forUpdate()
    .executeTakeFirst();
}

/** Gives the coupon to members (a member who has it already keeps the one copy); how many got it. */
export async function issueCoupon(
  trx: Trx,
  couponId: number,
  memberIds: number[],
  now: Date,
): Promise<number> {
  if (memberIds.length === 0) return 0;
  const rows = await trx
    .insertInto('member_coupon')
    .values(memberIds.map((memberId) => ({ coupon_id: couponId, member_id: memberId, issued_at: now })))
    .onConflict((conflict) => conflict.constraint('member_coupon_once').doNothing())
    .returning('id')
    .execute();
  return rows.length;
}

/** Ids of members by login id (lower case), as found. */
export async function findMemberIds(db: Db, loginIds: string[]): Promise<Map<string, number>> {
  if (loginIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('member')
    .select(['id', 'login_id'])
    .where('login_id', 'in', loginIds)
    .execute();
  return new Map(rows.map((row) => [row.login_id, row.id]));
}

/** Revokes a coupon and every unused copy of it. */
export async function revokeCoupon(trx: Trx, couponId: number, now: Date): Promise<void> {
  await trx.updateTable('coupon').set({ revoked_at: now }).where('id', '=', couponId).execute();
  await trx
    .updateTable('member_coupon')
    .set({ status: 'revoked' })
    .where('coupon_id', '=', couponId)
    .where('status', '=', 'unused')
    .execute();
}

/** What became of a revoke of one member's copy: revoked now, or why not. */
export type MemberCouponRevoke = 'revoked' | 'missing' | 'used' | 'alreadyRevoked';

/** Revokes one unused copy; otherwise says whether it is missing, used or revoked before. */
export async function revokeMemberCoupon(trx: Trx, issueId: number): Promise<MemberCouponRevoke> {
  const result = await trx
    .updateTable('member_coupon')
    .set({ status: 'revoked' })
    .where('id', '=', issueId)
    .where('status', '=', 'unused')
    .executeTakeFirst();
  if (result.numUpdatedRows === 1n) return 'revoked';
  const row = await trx
    .selectFrom('member_coupon')
    .select('status')
    .where('id', '=', issueId)
    .executeTakeFirst();
  if (!row) return 'missing';
  return row.status === 'revoked' ? 'alreadyRevoked' : 'used';
}
