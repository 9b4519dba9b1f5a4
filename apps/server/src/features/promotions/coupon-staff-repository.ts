import type { CouponListStatus, StaffCouponItem, StaffCouponUse } from '@hanpan/core/api/staff-promotions';
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../lib/db/database.ts';
import { couponColumns } from './coupon-repository.ts';

/** One page of a staff list and how many rows match in all. */
export type StaffRows<T> = { items: T[]; total: number };

// A coupon list filter at `now`: usable (not revoked, not expired), expired, or revoked.
const couponStatusIs =
  (status: CouponListStatus, now: Date) => (eb: ExpressionBuilder<Database, 'coupon'>) => {
    if (status === 'revoked') return eb('revoked_at', 'is not', null);
    return eb.and([
      eb('revoked_at', 'is', null),
      status === 'active' ? eb('expires_at', '>', now) : eb('expires_at', '<=', now),
    ]);
  };

/** One page of the coupons for the back office, newest first, with how many members hold and used each. */
export async function listCouponsForStaff(
  db: Db,
  filter: { status: CouponListStatus | null; now: Date },
  limit: number,
  offset: number,
): Promise<StaffRows<StaffCouponItem>> {
  let matching = db.selectFrom('coupon');
  if (filter.status !== null) matching = matching.where(couponStatusIs(filter.status, filter.now));
  const ids = matching.select('id');
  const rows = await db
    .selectFrom('coupon as c')
    .select([
      ...couponColumns,
      'c.created_at',
      (eb) =>
        eb
          .selectFrom('member_coupon as mc')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('mc.coupon_id', '=', 'c.id')
          .where('mc.status', '<>', 'revoked')
          .as('issued'),
      (eb) =>
        eb
          .selectFrom('member_coupon as mc')
          .select((inner) => inner.fn.countAll<string>().as('n'))
          .whereRef('mc.coupon_id', '=', 'c.id')
          .where('mc.status', '=', 'used')
          .as('used'),
    ])
    .where('c.id', 'in', ids)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await matching
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      rewardKind: row.reward_kind,
      amount: Number(row.amount),
      mode: row.mode,
      code: row.code,
      expiresAt: row.expires_at.toISOString(),
      isRevoked: row.revoked_at !== null,
      issuedCount: Number(row.issued ?? 0),
      usedCount: Number(row.used ?? 0),
      createdAt: row.created_at.toISOString(),
    })),
  };
}

/** One page of the members' copies of one coupon (status null: every copy), newest first. */
export async function listCouponUses(
  db: Db,
  filter: { couponId: number; status: StaffCouponUse['status'] | null },
  limit: number,
  offset: number,
): Promise<StaffRows<StaffCouponUse>> {
  let copies = db.selectFrom('member_coupon as mc').where('mc.coupon_id', '=', filter.couponId);
  if (filter.status !== null) copies = copies.where('mc.status', '=', filter.status);
  const rows = await copies
    .innerJoin('member as m', 'm.id', 'mc.member_id')
    .select(['mc.id', 'mc.member_id', 'm.login_id', 'm.nick', 'mc.status', 'mc.issued_at', 'mc.used_at'])
    .orderBy('mc.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  const { total } = await copies
    .select((eb) => eb.fn.countAll<bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return {
    total: Number(total),
    items: rows.map((row) => ({
      issueId: row.id,
      memberId: row.member_id,
      loginId: row.login_id,
      nick: row.nick,
      status: row.status,
      issuedAt: row.issued_at.toISOString(),
      usedAt: row.used_at?.toISOString() ?? null,
    })),
  };
}
