import { type StaffAgencyTreeData, staffAgencyText } from '@hanpan/core/api/staff-agency';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestProvider } from '../../../test/casino.ts';
import { createMember, housePartnerId, uniqueSuffix } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';

const fixedNow = new Date('2026-11-10T03:00:00Z');
let t: TestApp;
let token: string;
let financeToken: string;
let staffId: number;
let house: number;

beforeAll(async () => {
  t = await createTestApp({ now: () => fixedNow });
  const staff = await createStaff(t.db, { role: 'owner' });
  staffId = staff.id;
  token = await signInStaff(t.app, staff, fixedNow);
  financeToken = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }), fixedNow);
  house = await housePartnerId(t.db);
  // The house (the root, bound by no parent) earns up to 100 %, so the partners below may have rates.
  const full = ['prematch', 'casino'].map((product) => ({
    product,
    folders: 0,
    kind: 'rolling',
    rateBp: 10_000,
  }));
  expect((await setRates(house, full)).code).toBe(0);
});
afterAll(async () => {
  await t.close();
});

const save = async (body: unknown, as = token) =>
  envelope<{ id: number; message: string }>(await postStaff(t.app, '/api/staff/agency/save', body, as));
const tree = async () =>
  envelope<StaffAgencyTreeData>(await postStaff(t.app, '/api/staff/agency/tree', {}, token)).data!;
const create = async (parentId: number, ownerLoginId = '') => {
  const reply = await save({
    action: 'create',
    parentId,
    name: `파트너${uniqueSuffix(4)}`,
    joinCode: `s${uniqueSuffix(8)}`,
    ownerLoginId,
  });
  expect(reply.code).toBe(0);
  return reply.data!.id;
};
const partnerRow = (id: number) =>
  t.db.selectFrom('partner').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditsOf = (action: string, targetId: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();
const setRates = (
  partnerId: number,
  rates: { product: string; folders: number; kind: string; rateBp: number }[],
) => save({ action: 'rates', partnerId, rates });

describe('POST /api/staff/agency/tree and /save', () => {
  it('when staff create partners, then they hang one level below the parent with their owner, and each creation is audited', async () => {
    const owner = await createMember(t.db);
    const top = await create(house, owner.loginId);
    const child = await create(top);
    expect(await partnerRow(top)).toMatchObject({ parent_id: house, depth: 1, owner_member_id: owner.id });
    expect(await partnerRow(child)).toMatchObject({ parent_id: top, depth: 2, owner_member_id: null });
    expect(await auditsOf('partner.create', child)).toMatchObject([{ staff_id: staffId }]);
    const taken = await save({ action: 'create', parentId: top, name: '중복', joinCode: 'HANPAN' });
    expect(taken).toMatchObject({
      code: staffCode.refused,
      data: { message: staffAgencyText.joinCodeTaken },
    });
  });

  it("when the tree is read, then each node has its members and today's KST stakes and payouts", async () => {
    const node = await create(house);
    const member = await createMember(t.db, { partnerId: node });
    const provider = await createTestProvider(t.db);
    const round = (at: string, bet: bigint) =>
      t.db
        .insertInto('casino_round')
        .values({
          provider_id: provider.id,
          provider_round_id: `r-${uniqueSuffix(10)}`,
          member_id: member.id,
          game_id: provider.games['test-slot'],
          status: 'closed',
          total_bet: bet,
          total_win: 1_000n,
          started_at: new Date(at),
        })
        .execute();
    await round('2026-11-09T15:10:00Z', 8_000n); // KST 11-10, today
    await round('2026-11-09T14:50:00Z', 3_000n); // KST 11-09, yesterday
    const data = await tree();
    expect(data.today).toBe('2026-11-10');
    expect(data.nodes.find((item) => item.id === node)).toMatchObject({
      memberCount: 1,
      todayStakes: 8_000,
      todayPayouts: 1_000,
    });
    expect(data.levels[0]).toEqual({ depth: 0, name: '본사' });
  });

  it("when a child's rate would exceed its parent's or fall under its own child's, then it is refused; within bounds it is saved and audited", async () => {
    const top = await create(house);
    const mid = await create(top);
    const low = await create(mid);
    expect(
      (await setRates(top, [{ product: 'prematch', folders: 0, kind: 'rolling', rateBp: 300 }])).code,
    ).toBe(0);
    const above = await setRates(mid, [{ product: 'prematch', folders: 2, kind: 'rolling', rateBp: 301 }]);
    expect(above).toMatchObject({
      code: staffCode.refused,
      data: { message: staffAgencyText.rateAboveParent },
    });
    expect(
      (await setRates(mid, [{ product: 'prematch', folders: 2, kind: 'rolling', rateBp: 250 }])).code,
    ).toBe(0);
    expect(
      (await setRates(low, [{ product: 'prematch', folders: 2, kind: 'rolling', rateBp: 200 }])).code,
    ).toBe(0);
    const underChild = await setRates(mid, [
      { product: 'prematch', folders: 2, kind: 'rolling', rateBp: 150 },
    ]);
    expect(underChild.data?.message).toBe(staffAgencyText.rateBelowChild);
    const rates = await t.db
      .selectFrom('partner_rate')
      .select(['folders', 'rate_bp'])
      .where('partner_id', '=', mid)
      .execute();
    expect(rates).toEqual([{ folders: 2, rate_bp: 250 }]);
    const audits = await auditsOf('partner.rates', mid);
    expect(audits).toHaveLength(1);
  });

  it('when a partner is moved, then its subtree and members follow at the new depth; never under its own subtree', async () => {
    const a = await create(house);
    const a1 = await create(a);
    const a2 = await create(a1);
    const b = await create(house);
    const member = await createMember(t.db, { partnerId: a1 });
    const underOwn = await save({ action: 'move', partnerId: a, parentId: a2 });
    expect(underOwn).toMatchObject({
      code: staffCode.refused,
      data: { message: staffAgencyText.moveUnderOwnSubtree },
    });
    const self = await save({ action: 'move', partnerId: a, parentId: a });
    expect(self.data?.message).toBe(staffAgencyText.moveUnderOwnSubtree);
    expect((await save({ action: 'move', partnerId: a1, parentId: b })).code).toBe(0);
    expect(await partnerRow(a1)).toMatchObject({ parent_id: b, depth: 2 });
    expect(await partnerRow(a2)).toMatchObject({ parent_id: a1, depth: 3 });
    const moved = await t.db
      .selectFrom('member')
      .select('partner_id')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(moved.partner_id).toBe(a1);
    expect((await save({ action: 'move', partnerId: a1, parentId: house })).code).toBe(0);
    expect(await partnerRow(a2)).toMatchObject({ depth: 2 });
    expect(await auditsOf('partner.move', a1)).toHaveLength(2);
    const root = await save({ action: 'move', partnerId: house, parentId: b });
    expect(root.data?.message).toBe(staffAgencyText.rootCannotMove);
  });

  it('when a partner is moved under a parent with lower rates, then it is refused', async () => {
    const rich = await create(house);
    const poor = await create(house);
    await setRates(rich, [{ product: 'casino', folders: 0, kind: 'rolling', rateBp: 100 }]);
    const child = await create(rich);
    await setRates(child, [{ product: 'casino', folders: 0, kind: 'rolling', rateBp: 80 }]);
    const reply = await save({ action: 'move', partnerId: child, parentId: poor });
    expect(reply.data?.message).toBe(staffAgencyText.rateAboveParent);
    expect((await partnerRow(child)).parent_id).toBe(rich);
  });

  it('when staff suspend a partner and rename a level, then both change and are audited; a finance role may not', async () => {
    const node = await create(house);
    expect((await save({ action: 'status', partnerId: node, status: 'suspended' })).code).toBe(0);
    expect((await partnerRow(node)).status).toBe('suspended');
    expect(await auditsOf('partner.status', node)).toMatchObject([
      { before: { status: 'active' }, after: { status: 'suspended' } },
    ]);
    expect((await save({ action: 'levels', levels: [{ depth: 3, name: '매장점' }] })).code).toBe(0);
    expect((await tree()).levels.find((level) => level.depth === 3)?.name).toBe('매장점');
    const forbidden = await save({ action: 'status', partnerId: node, status: 'active' }, financeToken);
    expect(forbidden.code).toBe(staffCode.forbidden);
    expect((await partnerRow(node)).status).toBe('suspended');
    const nul = await save({ action: 'levels', levels: [{ depth: 3, name: 'a\u0000' }] });
    expect(nul.code).toBe(2);
  });
});
