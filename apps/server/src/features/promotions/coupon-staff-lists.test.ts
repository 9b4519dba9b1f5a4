import type { PageOf } from '@hanpan/core/api/staff';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { StaffCouponItem, StaffCouponUse } from '@hanpan/core/api/staff-promotions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

const t = useLedgerCheckedApp();
let staffId: number;
let staffToken: string;
beforeAll(async () => {
  const staff = await createStaff(t.db, { role: 'finance' });
  staffId = staff.id;
  staffToken = await signInStaff(t.app, staff);
});

const day = 24 * 3600 * 1000;
const insertCoupons = async (count: number, fields: { expiresAt: Date; revokedAt?: Date }) => {
  const rows = await t.db
    .insertInto('coupon')
    .values(
      Array.from({ length: count }, (_, index) => ({
        name: `목록 쿠폰 ${index + 1}`,
        reward_kind: 'cash' as const,
        amount: 1000n,
        mode: 'issued' as const,
        code: null,
        expires_at: fields.expiresAt,
        revoked_at: fields.revokedAt ?? null,
        created_by: staffId,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
};
const listCoupons = async (body: Record<string, unknown>) =>
  envelope<PageOf<StaffCouponItem>>(await postStaff(t.app, '/api/staff/coupons/list', body, staffToken));
const listUses = async (body: Record<string, unknown>) =>
  envelope<PageOf<StaffCouponUse>>(await postStaff(t.app, '/api/staff/coupons/uses', body, staffToken));

describe('POST /api/staff/coupons/list paging and status filter', () => {
  it('when there are more coupons than a page, then pages come newest first with the total, and the status filter picks active, expired or revoked ones', async () => {
    const active = await insertCoupons(staffPageSize + 2, { expiresAt: new Date(Date.now() + 7 * day) });
    const expired = await insertCoupons(3, { expiresAt: new Date(Date.now() - day) });
    const revoked = await insertCoupons(2, {
      expiresAt: new Date(Date.now() + 7 * day),
      revokedAt: new Date(),
    });
    const everyId = [...active, ...expired, ...revoked].sort((a, b) => b - a);

    const first = await listCoupons({});
    expect(first.code).toBe(0);
    expect(first.data).toMatchObject({ page: 1, pageSize: staffPageSize, total: everyId.length });
    expect(first.data!.items.map((item) => item.id)).toEqual(everyId.slice(0, staffPageSize));
    const second = await listCoupons({ page: 2 });
    expect(second.data!.items.map((item) => item.id)).toEqual(everyId.slice(staffPageSize));
    expect((await listCoupons({ page: 3 })).data).toMatchObject({ items: [], total: everyId.length });

    const activePage = await listCoupons({ status: 'active', page: 2 });
    expect(activePage.data).toMatchObject({ page: 2, total: active.length });
    expect(activePage.data!.items.map((item) => item.id)).toEqual(
      [...active].sort((a, b) => b - a).slice(staffPageSize),
    );
    const expiredPage = await listCoupons({ status: 'expired' });
    expect(expiredPage.data!.items.map((item) => item.id).sort()).toEqual([...expired].sort());
    expect(expiredPage.data!.total).toBe(3);
    const revokedPage = await listCoupons({ status: 'revoked' });
    expect(revokedPage.data!.items.map((item) => item.id).sort()).toEqual([...revoked].sort());
    expect(revokedPage.data!.items.every((item) => item.isRevoked)).toBe(true);
  });

  it.each([
    { status: 'gone' },
    { page: 0 },
    { page: 'x' },
  ])('when the filter is %j, then code 2 with a Korean message', async (body) => {
    const reply = await listCoupons(body);
    expect(reply.code).toBe(2);
    expect((reply.data as unknown as { message: string }).message).toMatch(/[가-힣]/);
  });
});

describe('POST /api/staff/coupons/uses paging and status filter', () => {
  it('when more members hold a coupon than a page, then its copies page newest first with the total, filtered by status', async () => {
    const [couponId] = await insertCoupons(1, { expiresAt: new Date(Date.now() + 7 * day) });
    const members = [];
    for (let index = 0; index < staffPageSize + 3; index += 1) members.push(await createMember(t.db));
    const issued = envelope(
      await postStaff(
        t.app,
        '/api/staff/coupons/issue',
        { couponId, loginIds: members.map((member) => member.loginId) },
        staffToken,
      ),
    );
    expect(issued.code).toBe(0);
    const [revokedIssue] = await t.db
      .selectFrom('member_coupon')
      .select('id')
      .where('coupon_id', '=', couponId!)
      .orderBy('id')
      .limit(1)
      .execute();
    expect(
      envelope(
        await postStaff(t.app, '/api/staff/coupons/revokeIssue', { issueId: revokedIssue!.id }, staffToken),
      ).code,
    ).toBe(0);

    const first = await listUses({ couponId });
    expect(first.data).toMatchObject({ page: 1, pageSize: staffPageSize, total: members.length });
    expect(first.data!.items).toHaveLength(staffPageSize);
    const second = await listUses({ couponId, page: 2 });
    expect(second.data!.items).toHaveLength(3);
    const seen = [...first.data!.items, ...second.data!.items].map((use) => use.issueId);
    expect(seen).toEqual([...seen].sort((a, b) => b - a));
    expect(new Set(seen).size).toBe(members.length);

    const unused = await listUses({ couponId, status: 'unused', page: 2 });
    expect(unused.data).toMatchObject({ total: members.length - 1 });
    expect(unused.data!.items).toHaveLength(2);
    const revoked = await listUses({ couponId, status: 'revoked' });
    expect(revoked.data).toMatchObject({ total: 1 });
    expect(revoked.data!.items.map((use) => use.issueId)).toEqual([revokedIssue!.id]);
  });
});
