import {
  type AgencyCashHistoryData,
  type AgencyJoinCodesData,
  type AgencyMembersData,
  type AgencyPartnersData,
  type AgencySummaryData,
  agencyCode,
  agencyText,
} from '@hanpan/core/api/agency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestProvider, type TestProvider } from '../../../test/casino.ts';
import {
  createMember,
  createPartner,
  fundMember,
  housePartnerId,
  signIn,
  uniqueSuffix,
} from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';

const fixedNow = new Date('2026-11-10T03:00:00Z');
let t: TestApp;
let provider: TestProvider;

type Node = { id: number; joinCode: string };
type Owner = { id: number; loginId: string; nick: string; cookie: string };

// A partner hung under `parentId` at the next depth, owned by a fresh signed-in member (unless `isOwned` is false).
async function partnerUnder(parentId: number, isOwned = true): Promise<{ node: Node; owner: Owner | null }> {
  const parent = await t.db
    .selectFrom('partner')
    .select('depth')
    .where('id', '=', parentId)
    .executeTakeFirstOrThrow();
  const ownerMember = isOwned ? await createMember(t.db, { partnerId: parentId }) : null;
  const node = await createPartner(t.db, ownerMember ? { ownerMemberId: ownerMember.id } : {});
  await t.db
    .updateTable('partner')
    .set({ parent_id: parentId, depth: parent.depth + 1 })
    .where('id', '=', node.id)
    .execute();
  if (!ownerMember) return { node, owner: null };
  await t.db.updateTable('member').set({ partner_id: node.id }).where('id', '=', ownerMember.id).execute();
  return { node, owner: { ...ownerMember, cookie: await signIn(t.app, ownerMember) } };
}

async function setRate(partnerId: number, product: 'casino' | 'slot', rateBp: number) {
  await t.db
    .insertInto('partner_rate')
    .values({ partner_id: partnerId, product, folders: 0, kind: 'rolling', rate_bp: rateBp })
    .onConflict((conflict) =>
      conflict.columns(['partner_id', 'product', 'folders']).doUpdateSet({ rate_bp: rateBp }),
    )
    .execute();
}

async function casinoRound(
  memberId: number,
  game: 'test-slot' | 'test-baccarat',
  bet: bigint,
  win: bigint,
  at: string,
) {
  await t.db
    .insertInto('casino_round')
    .values({
      provider_id: provider.id,
      provider_round_id: `r-${uniqueSuffix(12)}`,
      member_id: memberId,
      game_id: provider.games[game],
      status: 'closed',
      total_bet: bet,
      total_win: win,
      started_at: new Date(at),
    })
    .execute();
}

async function approvedCharge(memberId: number, amount: bigint, at: string) {
  await t.db
    .insertInto('charge_request')
    .values({
      member_id: memberId,
      amount,
      depositor_name: '홍길동',
      status: 'approved',
      decided_at: new Date(at),
    })
    .execute();
}

const call = <T>(cookie: string | null, url: string, body: unknown) =>
  postJson(t.app, `/api/agency/${url}`, body, { cookie }).then((response) => ({
    status: response.statusCode,
    ...envelope<T>(response),
  }));

let a: { node: Node; owner: Owner };
let a1: Node;
let b: { node: Node; owner: Owner };
let memberOfA: Awaited<ReturnType<typeof createMember>>;
let memberOfA1: Awaited<ReturnType<typeof createMember>>;
let memberOfB: Awaited<ReturnType<typeof createMember>>;

beforeAll(async () => {
  t = await createTestApp({ now: () => fixedNow });
  provider = await createTestProvider(t.db);
  const house = await housePartnerId(t.db);
  a = (await partnerUnder(house)) as typeof a;
  a1 = (await partnerUnder(a.node.id, false)).node;
  b = (await partnerUnder(house)) as typeof b;
  memberOfA = await createMember(t.db, { partnerId: a.node.id });
  memberOfA1 = await createMember(t.db, { partnerId: a1.id });
  memberOfB = await createMember(t.db, { partnerId: b.node.id });
  await setRate(a.node.id, 'casino', 100);
  await setRate(a.node.id, 'slot', 200);
});
afterAll(async () => {
  await t.close();
});

describe('who may call the partner area', () => {
  const calls: [string, unknown][] = [
    ['summary', { from: '2026-11-01', to: '2026-11-02' }],
    ['statements', { from: '2026-11-01', to: '2026-11-02' }],
    ['members', {}],
    ['partners', {}],
    ['partners/save', { action: 'status', partnerId: 1, status: 'suspended' }],
    ['joinCodes', {}],
    ['cashHistory', {}],
    ['joinCodes/save', { action: 'setEnabled', id: 1, isEnabled: false }],
  ];

  it('when a visitor or a member who owns no partner calls, then every agency call answers code 99', async () => {
    const plain = await createMember(t.db, { partnerId: a.node.id });
    const plainCookie = await signIn(t.app, plain);
    for (const [url, body] of calls) {
      expect((await call(null, url, body)).code, url).toBe(99);
      expect((await call(plainCookie, url, body)).code, url).toBe(99);
    }
    const codes = await t.db
      .selectFrom('partner_join_code')
      .select('is_enabled')
      .where('id', '=', 1)
      .executeTakeFirst();
    expect(codes?.is_enabled).toBe(true);
  });
});

describe('POST /api/agency/summary', () => {
  it('when the subtree played in the period, then its money is summed by KST day and product, and no other tree counts', async () => {
    await casinoRound(memberOfA.id, 'test-baccarat', 10_000n, 4_000n, '2026-11-01T15:30:00Z'); // KST 11-02 00:30
    await casinoRound(memberOfA1.id, 'test-slot', 5_000n, 7_000n, '2026-11-01T10:00:00Z'); // KST 11-01
    await casinoRound(memberOfB.id, 'test-slot', 99_000n, 0n, '2026-11-01T10:00:00Z');
    await casinoRound(memberOfA.id, 'test-slot', 1_000n, 0n, '2026-10-31T14:59:00Z'); // KST 10-31, outside
    await approvedCharge(memberOfA1.id, 30_000n, '2026-11-02T01:00:00Z');
    await approvedCharge(memberOfB.id, 50_000n, '2026-11-02T01:00:00Z');
    await t.db
      .updateTable('member')
      .set({ created_at: new Date('2026-11-01T01:00:00Z') })
      .where('id', '=', memberOfA1.id)
      .execute();

    const reply = await call<AgencySummaryData>(a.owner.cookie, 'summary', {
      from: '2026-11-01',
      to: '2026-11-02',
    });

    expect(reply.code).toBe(0);
    const data = reply.data!;
    expect(data.totals).toEqual({ stakes: 15_000, payouts: 11_000, ggr: 4_000 });
    expect(data.deposits).toBe(30_000);
    expect(data.newMembers).toBe(1);
    expect(data.members).toBe(4);
    expect(data.commission).toBeNull();
    expect(data.days).toEqual([
      {
        day: '2026-11-01',
        newMembers: 1,
        deposits: 0,
        withdrawals: 0,
        stakes: 5_000,
        payouts: 7_000,
        ggr: -2_000,
      },
      {
        day: '2026-11-02',
        newMembers: 0,
        deposits: 30_000,
        withdrawals: 0,
        stakes: 10_000,
        payouts: 4_000,
        ggr: 6_000,
      },
    ]);
    expect(data.products.find((row) => row.product === 'casino')).toEqual({
      product: 'casino',
      stakes: 10_000,
      payouts: 4_000,
      ggr: 6_000,
    });
    expect(data.products.find((row) => row.product === 'prematch')?.stakes).toBe(0);
  });

  it('when the dates are malformed, reversed or span more than 93 days, then code 2 with the Korean reason', async () => {
    const cases: [unknown, string][] = [
      [{ from: '2026-13-45', to: '2026-11-02' }, agencyText.badDate],
      [{ from: '2026-11-02\u0000', to: '2026-11-02' }, agencyText.badDate],
      [{ from: '2026-11-03', to: '2026-11-02' }, agencyText.badRange],
      [{ from: '2026-01-01', to: '2026-11-02' }, agencyText.rangeTooLong],
      [{}, agencyText.badDate],
    ];
    for (const [body, message] of cases) {
      const reply = await call<{ message: string }>(a.owner.cookie, 'summary', body);
      expect(reply.code).toBe(2);
      expect(reply.data?.message).toBe(message);
    }
  });
});

describe('POST /api/agency/members', () => {
  it('when the owner lists members, then the whole subtree is listed without phone or bank data, and no other tree', async () => {
    await approvedCharge(memberOfA.id, 12_000n, '2026-11-05T01:00:00Z');
    const reply = await call<AgencyMembersData>(a.owner.cookie, 'members', {});
    expect(reply.code).toBe(0);
    const ids = reply.data!.list.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining([memberOfA.id, memberOfA1.id, a.owner.id]));
    expect(ids).not.toContain(memberOfB.id);
    const list = reply.data?.list ?? [];
    const row = list.find((item) => item.id === memberOfA.id)!;
    expect(row).toMatchObject({ loginId: memberOfA.loginId, partnerId: a.node.id, deposits: 12_000 });
    expect(row.bets.casino).toEqual({ count: 1, stakes: 10_000, payouts: 4_000, ggr: 6_000 });
    expect(row.bets.slot.count).toBe(1);
    const text = JSON.stringify(reply.data);
    expect(text).not.toContain(memberOfA.phone);
    expect(text).not.toContain(memberOfA.bankAccount);
    expect(text).not.toMatch(/password|phone|bank/i);
  });

  it('when searching by nick or by one sub-partner, then only matching members of the subtree come back', async () => {
    const byNick = await call<AgencyMembersData>(a.owner.cookie, 'members', {
      search: memberOfA1.nick.toUpperCase(),
    });
    expect(byNick.data!.list.map((item) => item.id)).toEqual([memberOfA1.id]);
    const otherTree = await call<AgencyMembersData>(a.owner.cookie, 'members', { search: memberOfB.nick });
    expect(otherTree.data!.total).toBe(0);
    const byPartner = await call<AgencyMembersData>(a.owner.cookie, 'members', { partnerId: a1.id });
    expect(byPartner.data!.list.map((item) => item.id)).toEqual([memberOfA1.id]);
  });

  it("when asking for another tree's partner, then the answer is the one of a missing id", async () => {
    const foreign = await call<{ message: string }>(a.owner.cookie, 'members', { partnerId: b.node.id });
    const missing = await call<{ message: string }>(a.owner.cookie, 'members', { partnerId: 2_000_000_000 });
    expect(foreign).toEqual(missing);
    expect(foreign).toMatchObject({ code: agencyCode.refused, data: { message: agencyText.notFound } });
  });
});

describe('POST /api/agency/partners and /partners/save', () => {
  it('when the owner lists partners, then their own node and sub-partners come back with counts, never another tree', async () => {
    const reply = await call<AgencyPartnersData>(a.owner.cookie, 'partners', {});
    expect(reply.code).toBe(0);
    const list = reply.data!.list;
    expect(list.map((item) => item.id)).toEqual([a.node.id, a1.id]);
    expect(list[0]).toMatchObject({ isOwn: true, parentId: null, ownerLoginId: a.owner.loginId });
    expect(list[0]!.rates).toEqual(
      expect.arrayContaining([{ product: 'casino', kind: 'rolling', rateBp: 100 }]),
    );
    expect(list[1]).toMatchObject({ isOwn: false, parentId: a.node.id, memberCount: 1, joinCodeCount: 1 });
  });

  it("when a sub-partner is created with rates up to the parent's, then it hangs one level below with its code and owner", async () => {
    const owner = await createMember(t.db, { partnerId: a1.id });
    const code = `Sub${uniqueSuffix(6)}`;
    const reply = await call<{ id: number }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a.node.id,
      name: ' 하부 매장 ',
      joinCode: code,
      ownerLoginId: owner.loginId,
      rates: [{ product: 'casino', rateBp: 100 }],
    });
    expect(reply.code).toBe(0);
    const row = await t.db
      .selectFrom('partner')
      .selectAll()
      .where('id', '=', reply.data!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_id: a.node.id,
      name: '하부 매장',
      join_code: code.toLowerCase(),
      owner_member_id: owner.id,
    });
    const rates = await t.db
      .selectFrom('partner_rate')
      .selectAll()
      .where('partner_id', '=', row.id)
      .execute();
    expect(rates).toMatchObject([{ product: 'casino', kind: 'rolling', rate_bp: 100, folders: 0 }]);
  });

  it("when a child rate is above the parent's, then it is refused in Korean and nothing is made", async () => {
    const before = await t.db
      .selectFrom('partner')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const reply = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a.node.id,
      name: '높은 요율',
      joinCode: `hi${uniqueSuffix(6)}`,
      rates: [{ product: 'slot', rateBp: 201 }],
    });
    expect(reply).toMatchObject({ code: agencyCode.refused, data: { message: agencyText.rateAboveParent } });
    const noRate = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'rates',
      partnerId: a1.id,
      rates: [{ product: 'prematch', rateBp: 1 }],
    });
    expect(noRate.data?.message).toBe(agencyText.rateAboveParent);
    const after = await t.db
      .selectFrom('partner')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("when a sub-partner's rate would drop below its own child's, then it is refused; within bounds it is saved", async () => {
    const child = await call<{ id: number }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a1.id,
      name: '손자 파트너',
      joinCode: `gc${uniqueSuffix(6)}`,
      rates: [],
    });
    expect(child.code).toBe(0);
    expect(
      (
        await call(a.owner.cookie, 'partners/save', {
          action: 'rates',
          partnerId: a1.id,
          rates: [{ product: 'slot', rateBp: 150 }],
        })
      ).code,
    ).toBe(0);
    await setRate(child.data!.id, 'slot', 120);
    const lower = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'rates',
      partnerId: a1.id,
      rates: [{ product: 'slot', rateBp: 100 }],
    });
    expect(lower.data?.message).toBe(agencyText.rateBelowChild);
    const rate = await t.db
      .selectFrom('partner_rate')
      .select('rate_bp')
      .where('partner_id', '=', a1.id)
      .where('product', '=', 'slot')
      .executeTakeFirstOrThrow();
    expect(rate.rate_bp).toBe(150);
  });

  it("when a sub-partner's product rate would drop below a folder-bucket rate staff set for its child, then it is refused", async () => {
    const child = await call<{ id: number }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a1.id,
      name: '버킷 손자',
      joinCode: `bk${uniqueSuffix(6)}`,
      rates: [],
    });
    expect(child.code).toBe(0);
    const prematch = (partnerId: number, folders: number, rateBp: number) =>
      t.db
        .insertInto('partner_rate')
        .values({ partner_id: partnerId, product: 'prematch', folders, kind: 'rolling', rate_bp: rateBp })
        .onConflict((conflict) =>
          conflict.columns(['partner_id', 'product', 'folders']).doUpdateSet({ rate_bp: rateBp }),
        )
        .execute();
    await prematch(a.node.id, 0, 300);
    await prematch(a1.id, 0, 200);
    // Staff gave the grandchild 4+ folder rolling above what a1 now asks for its whole product.
    await prematch(child.data!.id, 4, 150);
    const lower = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'rates',
      partnerId: a1.id,
      rates: [{ product: 'prematch', rateBp: 100 }],
    });
    expect(lower.data?.message).toBe(agencyText.rateBelowChild);
    const within = await call(a.owner.cookie, 'partners/save', {
      action: 'rates',
      partnerId: a1.id,
      rates: [{ product: 'prematch', rateBp: 150 }],
    });
    expect(within.code).toBe(0);
  });

  it("when the owner names another tree's partner, its member as owner or its code, then it is refused like a missing one", async () => {
    const refusals: [unknown, string][] = [
      [
        { action: 'create', parentId: b.node.id, name: '남의 것', joinCode: `x${uniqueSuffix(6)}` },
        agencyText.notFound,
      ],
      [
        {
          action: 'create',
          parentId: a.node.id,
          name: '남의 회원',
          joinCode: `x${uniqueSuffix(6)}`,
          ownerLoginId: memberOfB.loginId,
        },
        agencyText.ownerUnavailable,
      ],
      [
        { action: 'create', parentId: a.node.id, name: '남의 코드', joinCode: b.node.joinCode.toUpperCase() },
        agencyText.joinCodeTaken,
      ],
      [{ action: 'rates', partnerId: b.node.id, rates: [] }, agencyText.notFound],
      [{ action: 'status', partnerId: b.node.id, status: 'suspended' }, agencyText.notFound],
      [{ action: 'status', partnerId: 2_000_000_000, status: 'suspended' }, agencyText.notFound],
      [{ action: 'status', partnerId: a.node.id, status: 'suspended' }, agencyText.ownPartner],
      [{ action: 'moveMember', memberId: memberOfB.id, toPartnerId: a1.id }, agencyText.notFound],
      [{ action: 'moveMember', memberId: memberOfA.id, toPartnerId: b.node.id }, agencyText.notFound],
    ];
    for (const [body, message] of refusals) {
      const reply = await call<{ message: string }>(a.owner.cookie, 'partners/save', body);
      expect(reply, JSON.stringify(body)).toMatchObject({ code: agencyCode.refused, data: { message } });
    }
    const bRow = await t.db
      .selectFrom('partner')
      .select('status')
      .where('id', '=', b.node.id)
      .executeTakeFirstOrThrow();
    expect(bRow.status).toBe('active');
    const memberB = await t.db
      .selectFrom('member')
      .select('partner_id')
      .where('id', '=', memberOfB.id)
      .executeTakeFirstOrThrow();
    expect(memberB.partner_id).toBe(b.node.id);
  });

  it('when a sub-partner is suspended and reactivated, then its status follows', async () => {
    const status = async () =>
      (await t.db.selectFrom('partner').select('status').where('id', '=', a1.id).executeTakeFirstOrThrow())
        .status;
    expect(
      (
        await call(a.owner.cookie, 'partners/save', {
          action: 'status',
          partnerId: a1.id,
          status: 'suspended',
        })
      ).code,
    ).toBe(0);
    expect(await status()).toBe('suspended');
    expect(
      (await call(a.owner.cookie, 'partners/save', { action: 'status', partnerId: a1.id, status: 'active' }))
        .code,
    ).toBe(0);
    expect(await status()).toBe('active');
  });

  it("when a member is moved between the owner's partners, then the partner changes and the move is recorded at that time", async () => {
    const moved = await createMember(t.db, { partnerId: a.node.id });
    const reply = await call(a.owner.cookie, 'partners/save', {
      action: 'moveMember',
      memberId: moved.id,
      toPartnerId: a1.id,
    });
    expect(reply.code).toBe(0);
    const row = await t.db
      .selectFrom('member')
      .select('partner_id')
      .where('id', '=', moved.id)
      .executeTakeFirstOrThrow();
    expect(row.partner_id).toBe(a1.id);
    const moves = await t.db
      .selectFrom('member_partner_move')
      .selectAll()
      .where('member_id', '=', moved.id)
      .execute();
    expect(moves).toMatchObject([
      {
        from_partner_id: a.node.id,
        to_partner_id: a1.id,
        by_member_id: a.owner.id,
        staff_id: null,
        moved_at: fixedNow,
      },
    ]);
    const again = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'moveMember',
      memberId: moved.id,
      toPartnerId: a1.id,
    });
    expect(again.data?.message).toBe(agencyText.samePartner);
  });

  it('when a name holds NUL or the body is 1 MB, then it is refused without a 500', async () => {
    const nul = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a.node.id,
      name: '널\u0000문자',
      joinCode: `n${uniqueSuffix(6)}`,
    });
    expect(nul).toMatchObject({ code: 2, data: { message: agencyText.badCharacter } });
    const huge = await call(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a.node.id,
      name: 'x'.repeat(1_048_576),
      joinCode: 'huge01',
    });
    expect(huge.status).toBeLessThan(500);
    expect(huge.code).toBe(2);
    const long = await call<{ message: string }>(a.owner.cookie, 'partners/save', {
      action: 'create',
      parentId: a.node.id,
      name: 'x'.repeat(31),
      joinCode: 'long01',
    });
    expect(long.data?.message).toBe(agencyText.nameTooLong);
  });
});

describe('POST /api/agency/joinCodes and /joinCodes/save', () => {
  it("when the owner lists codes, then the subtree's codes come back with their sign-ups, none of another tree", async () => {
    const code = await t.db
      .selectFrom('partner_join_code')
      .select('id')
      .where('code', '=', a1.joinCode)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('member').set({ join_code_id: code.id }).where('id', '=', memberOfA1.id).execute();
    const reply = await call<AgencyJoinCodesData>(a.owner.cookie, 'joinCodes', {});
    expect(reply.code).toBe(0);
    const codes = reply.data!.list.map((item) => item.code);
    expect(codes).toEqual(expect.arrayContaining([a.node.joinCode, a1.joinCode]));
    expect(codes).not.toContain(b.node.joinCode);
    expect(reply.data!.list.find((item) => item.code === a1.joinCode)).toMatchObject({
      signUps: 1,
      partnerId: a1.id,
      isEnabled: true,
    });
  });

  it('when a code is created, then it is stored lowercase; a taken one is refused in Korean', async () => {
    const code = `New${uniqueSuffix(6)}`;
    const created = await call<{ id: number }>(a.owner.cookie, 'joinCodes/save', {
      action: 'create',
      partnerId: a1.id,
      code,
    });
    expect(created.code).toBe(0);
    const row = await t.db
      .selectFrom('partner_join_code')
      .selectAll()
      .where('id', '=', created.data!.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ code: code.toLowerCase(), partner_id: a1.id, is_enabled: true });
    const taken = await call<{ message: string }>(a.owner.cookie, 'joinCodes/save', {
      action: 'create',
      partnerId: a.node.id,
      code: b.node.joinCode,
    });
    expect(taken).toMatchObject({ code: agencyCode.refused, data: { message: agencyText.joinCodeTaken } });
    const bad = await call<{ message: string }>(a.owner.cookie, 'joinCodes/save', {
      action: 'create',
      partnerId: a.node.id,
      code: '한글',
    });
    expect(bad).toMatchObject({ code: 2, data: { message: agencyText.joinCodeFormat } });
  });

  it("when a code is a member's referral code, then it is refused as taken, so the member's shared link keeps its newcomers", async () => {
    const referralCode = `rf${uniqueSuffix(6)}`.toLowerCase();
    await t.db.insertInto('referral_code').values({ member_id: b.owner.id, code: referralCode }).execute();
    const taken = await call<{ message: string }>(a.owner.cookie, 'joinCodes/save', {
      action: 'create',
      partnerId: a1.id,
      code: referralCode.toUpperCase(),
    });
    expect(taken).toMatchObject({ code: agencyCode.refused, data: { message: agencyText.joinCodeTaken } });
    const stored = await t.db
      .selectFrom('partner_join_code')
      .select('id')
      .where('code', '=', referralCode)
      .execute();
    expect(stored).toEqual([]);
  });

  it("when codes are disabled and enabled, then only the subtree's change; another tree's id is refused like a missing one", async () => {
    const own = await t.db
      .selectFrom('partner_join_code')
      .select('id')
      .where('code', '=', a1.joinCode)
      .executeTakeFirstOrThrow();
    const foreign = await t.db
      .selectFrom('partner_join_code')
      .select('id')
      .where('code', '=', b.node.joinCode)
      .executeTakeFirstOrThrow();
    expect(
      (await call(a.owner.cookie, 'joinCodes/save', { action: 'setEnabled', id: own.id, isEnabled: false }))
        .code,
    ).toBe(0);
    const enabled = async (id: number) =>
      (
        await t.db
          .selectFrom('partner_join_code')
          .select('is_enabled')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).is_enabled;
    expect(await enabled(own.id)).toBe(false);
    const refusedForeign = await call(a.owner.cookie, 'joinCodes/save', {
      action: 'setEnabled',
      id: foreign.id,
      isEnabled: false,
    });
    const refusedMissing = await call(a.owner.cookie, 'joinCodes/save', {
      action: 'setEnabled',
      id: 2_000_000_000,
      isEnabled: false,
    });
    expect(refusedForeign).toEqual(refusedMissing);
    expect(refusedForeign.code).toBe(agencyCode.refused);
    expect(await enabled(foreign.id)).toBe(true);
    // B's owner sees none of A's codes either.
    const asB = await call<AgencyJoinCodesData>(b.owner.cookie, 'joinCodes', {});
    expect(asB.data!.list.map((item) => item.partnerId)).toEqual([b.node.id]);
  });
});

describe('POST /api/agency/cashHistory', () => {
  it('when the owner has settlement cash postings, then only their own agency_cash postings come back, newest first', async () => {
    await fundMember(t.db, a.owner.id, 5_000n, 0n, 7_000n);
    await fundMember(t.db, a.owner.id, 0n, 0n, 3_000n);
    await fundMember(t.db, b.owner.id, 0n, 0n, 9_000n);
    const reply = await call<AgencyCashHistoryData>(a.owner.cookie, 'cashHistory', {});
    expect(reply.code).toBe(0);
    expect(reply.data!.total).toBe(2);
    expect(reply.data!.list.map((item) => item.amount)).toEqual([3_000, 7_000]);
    const bad = await call<{ message: string }>(a.owner.cookie, 'cashHistory', { page: 0 });
    expect(bad.code).toBe(2);
  });
});
