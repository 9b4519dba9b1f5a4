import { replyCode } from '@hanpan/core/api/envelope';
import { promotionCode, promotionText } from '@hanpan/core/api/promotions';
import { staffPromotionsText } from '@hanpan/core/api/staff-promotions';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { invalidInputMessage } from '../../lib/http/app-error.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';
import { couponCodeRateRule } from './policy.ts';

const t = useLedgerCheckedApp();
let staffToken: string;
beforeAll(async () => {
  staffToken = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
});

const inAWeek = () => new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString();
const uniqueCode = () => `C${uniqueSuffix(10).toUpperCase()}`;

/** Staff create a coupon through the back office; returns its id. */
async function createCoupon(overrides: Record<string, unknown> = {}): Promise<number> {
  const reply = envelope(
    await postStaff(
      t.app,
      '/api/staff/coupons/create',
      {
        name: '가입 축하 쿠폰',
        rewardKind: 'cash',
        amount: 5000,
        expiresAt: inAWeek(),
        mode: 'issued',
        ...overrides,
      },
      staffToken,
    ),
  );
  expect(reply.code).toBe(0);
  return (reply.data as { id: number }).id;
}

/** Staff give an issued coupon to the members; returns the members' copy ids. */
async function issue(couponId: number, members: { id: number; loginId: string }[]): Promise<number[]> {
  const reply = envelope(
    await postStaff(
      t.app,
      '/api/staff/coupons/issue',
      { couponId, loginIds: members.map((m) => m.loginId) },
      staffToken,
    ),
  );
  expect(reply.code).toBe(0);
  const rows = await t.db
    .selectFrom('member_coupon')
    .select(['id', 'member_id'])
    .where('coupon_id', '=', couponId)
    .execute();
  return members.map((member) => rows.find((row) => row.member_id === member.id)!.id);
}

const useCoupon = (cookie: string, id: unknown) => postJson(t.app, '/api/coupon/use', { id }, { cookie });
const redeem = (cookie: string, code: unknown) => postJson(t.app, '/api/coupon/redeem', { code }, { cookie });
const balancesOf = (memberId: number) => readMemberBalances(t.db, memberId);
const couponPostings = (couponId: number) =>
  t.db.selectFrom('ledger_tx').select(['id', 'kind']).where('reference', '=', `coupon:${couponId}`).execute();

describe('an issued coupon', () => {
  it('when the member uses it, then the cash arrives once through the ledger and the reply carries the new balance', async () => {
    const member = await signedInMember(t.app, t.db);
    const couponId = await createCoupon({ amount: 7000 });
    const [issueId] = await issue(couponId, [member]);

    const list = envelope(await postJson(t.app, '/api/coupon/list', {}, { cookie: member.cookie }));
    expect(list.data).toEqual({
      list: [
        expect.objectContaining({
          id: issueId,
          amount: 7000,
          rewardKind: 'cash',
          state: 'unused',
          usedAt: null,
        }),
      ],
    });

    const used = envelope(await useCoupon(member.cookie, issueId));
    expect(used.code).toBe(promotionCode.ok);
    expect(used.userContext?.user.cash).toBe(7000);
    const again = envelope(await useCoupon(member.cookie, issueId));
    expect(again).toMatchObject({
      code: promotionCode.alreadyUsed,
      data: { message: promotionText.couponUsed },
    });

    expect((await balancesOf(member.id)).cash).toBe(7000n);
    expect(await couponPostings(couponId)).toEqual([expect.objectContaining({ kind: 'coupon' })]);
    const after = envelope(await postJson(t.app, '/api/coupon/list', {}, { cookie: member.cookie }));
    expect((after.data as { list: { state: string }[] }).list[0]!.state).toBe('used');
  });

  it('when it pays points, then the points balance grows and the cash stays', async () => {
    const member = await signedInMember(t.app, t.db);
    const [issueId] = await issue(await createCoupon({ rewardKind: 'point', amount: 300 }), [member]);
    expect(envelope(await useCoupon(member.cookie, issueId)).code).toBe(0);
    expect(await balancesOf(member.id)).toMatchObject({ cash: 0n, point: 300n });
  });

  it("when a member uses another member's coupon id, then it is refused as a missing one and nothing moves", async () => {
    const owner = await createMember(t.db);
    const other = await signedInMember(t.app, t.db);
    const [issueId] = await issue(await createCoupon(), [owner]);
    const stolen = envelope(await useCoupon(other.cookie, issueId));
    const missing = envelope(await useCoupon(other.cookie, 2_000_000_000));
    expect(stolen).toEqual({ ...missing, userContext: stolen.userContext });
    expect(stolen).toMatchObject({
      code: promotionCode.notFound,
      data: { message: promotionText.couponNotFound },
    });
    expect(await balancesOf(other.id)).toMatchObject({ cash: 0n });
    expect(await balancesOf(owner.id)).toMatchObject({ cash: 0n });
  });

  it('when the coupon has expired, then the list says so and using it is refused', async () => {
    const member = await signedInMember(t.app, t.db);
    const couponId = await createCoupon();
    const [issueId] = await issue(couponId, [member]);
    await t.db
      .updateTable('coupon')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', couponId)
      .execute();
    const list = envelope(await postJson(t.app, '/api/coupon/list', {}, { cookie: member.cookie }));
    expect((list.data as { list: { state: string }[] }).list[0]!.state).toBe('expired');
    expect(envelope(await useCoupon(member.cookie, issueId))).toMatchObject({
      code: promotionCode.expired,
      data: { message: promotionText.couponExpired },
    });
    expect(await couponPostings(couponId)).toEqual([]);
  });

  it('when it is used 50 times at once, then it credits once', async () => {
    const member = await signedInMember(t.app, t.db);
    const couponId = await createCoupon({ amount: 1000 });
    const [issueId] = await issue(couponId, [member]);
    const replies = await Promise.all(Array.from({ length: 50 }, () => useCoupon(member.cookie, issueId)));
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code !== 0).every((code) => code === promotionCode.alreadyUsed)).toBe(true);
    expect((await balancesOf(member.id)).cash).toBe(1000n);
    expect(await couponPostings(couponId)).toHaveLength(1);
  });

  it('when staff revoke an unused copy, then the member no longer sees or uses it; a used, revoked or unknown copy is refused with its own message', async () => {
    const member = await signedInMember(t.app, t.db);
    const spender = await signedInMember(t.app, t.db);
    const couponId = await createCoupon();
    const [issueId, spentId] = await issue(couponId, [member, spender]);
    expect(envelope(await useCoupon(spender.cookie, spentId)).code).toBe(0);

    const revoked = envelope(
      await postStaff(t.app, '/api/staff/coupons/revokeIssue', { issueId }, staffToken),
    );
    expect(revoked.code).toBe(0);
    const refused = envelope(
      await postStaff(t.app, '/api/staff/coupons/revokeIssue', { issueId: spentId }, staffToken),
    );
    expect(refused).toMatchObject({ code: 1, data: { message: staffPromotionsText.issueUsed } });
    // A second revoke (another tab) and an id that was never issued each say what is wrong.
    const again = envelope(await postStaff(t.app, '/api/staff/coupons/revokeIssue', { issueId }, staffToken));
    expect(again).toMatchObject({ code: 1, data: { message: staffPromotionsText.issueRevoked } });
    const missing = envelope(
      await postStaff(
        t.app,
        '/api/staff/coupons/revokeIssue',
        { issueId: (spentId ?? 0) + 1_000_000 },
        staffToken,
      ),
    );
    expect(missing).toMatchObject({ code: 1, data: { message: staffPromotionsText.unknownIssue } });

    const list = envelope(await postJson(t.app, '/api/coupon/list', {}, { cookie: member.cookie }));
    expect(list.data).toEqual({ list: [] });
    expect(envelope(await useCoupon(member.cookie, issueId)).code).toBe(promotionCode.notFound);
    const uses = envelope(await postStaff(t.app, '/api/staff/coupons/uses', { couponId }, staffToken));
    expect((uses.data as { items: { status: string }[] }).items.map((item) => item.status).sort()).toEqual([
      'revoked',
      'used',
    ]);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', 'in', ['coupon', 'member_coupon'])
      .where('target_id', 'in', [String(couponId), String(issueId)])
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual([
      'coupon.create',
      'coupon.issue',
      'coupon.revokeIssue',
    ]);
  });

  it('when staff revoke the coupon, then unused copies cannot be used', async () => {
    const member = await signedInMember(t.app, t.db);
    const couponId = await createCoupon();
    const [issueId] = await issue(couponId, [member]);
    expect(envelope(await postStaff(t.app, '/api/staff/coupons/revoke', { couponId }, staffToken)).code).toBe(
      0,
    );
    expect(envelope(await useCoupon(member.cookie, issueId)).code).toBe(promotionCode.notFound);
    const list = envelope(await postStaff(t.app, '/api/staff/coupons/list', {}, staffToken));
    expect(
      (list.data as { items: { id: number; isRevoked: boolean }[] }).items.find((c) => c.id === couponId),
    ).toMatchObject({
      isRevoked: true,
    });
  });
});

describe('a coupon code', () => {
  it('when a single-use code is redeemed by two members at once, then one of them is paid', async () => {
    const code = uniqueCode();
    const couponId = await createCoupon({ mode: 'single_code', code: code.toLowerCase(), amount: 2000 });
    const [first, second] = [await signedInMember(t.app, t.db), await signedInMember(t.app, t.db)];
    const replies = await Promise.all([
      redeem(first.cookie, code),
      redeem(second.cookie, ` ${code.toLowerCase()} `),
    ]);
    expect(replies.map((reply) => envelope(reply).code).sort()).toEqual([0, promotionCode.alreadyUsed]);
    const total = (await balancesOf(first.id)).cash + (await balancesOf(second.id)).cash;
    expect(total).toBe(2000n);
    expect(await couponPostings(couponId)).toHaveLength(1);
  });

  it('when a multi-use code is redeemed 50 times at once by one member, then that member is paid once; another member is paid too', async () => {
    const code = uniqueCode();
    const couponId = await createCoupon({ mode: 'multi_code', code, rewardKind: 'point', amount: 500 });
    const member = await signedInMember(t.app, t.db);
    const replies = await Promise.all(Array.from({ length: 50 }, () => redeem(member.cookie, code)));
    expect(replies.filter((reply) => envelope(reply).code === 0)).toHaveLength(1);
    const redeemed = replies.find((reply) => envelope(reply).code === 0)!;
    expect(envelope(redeemed).userContext?.user.point).toBe(500);
    const other = await signedInMember(t.app, t.db);
    expect(envelope(await redeem(other.cookie, code)).code).toBe(0);
    expect((await balancesOf(member.id)).point).toBe(500n);
    expect(await couponPostings(couponId)).toHaveLength(2);
  });

  it('when the code is unknown, expired or belongs to an issued coupon, then it is refused and nothing moves', async () => {
    const member = await signedInMember(t.app, t.db);
    expect(envelope(await redeem(member.cookie, 'NO-SUCH-CODE'))).toMatchObject({
      code: promotionCode.notFound,
      data: { message: promotionText.couponNotFound },
    });
    const code = uniqueCode();
    const couponId = await createCoupon({ mode: 'multi_code', code });
    await t.db
      .updateTable('coupon')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('id', '=', couponId)
      .execute();
    expect(envelope(await redeem(member.cookie, code)).code).toBe(promotionCode.expired);
    expect(await balancesOf(member.id)).toMatchObject({ cash: 0n, point: 0n });
  });

  it('when the code holds NUL, is empty or is 1 MB, or the coupon id is no id, then the Korean message answers and nothing is written', async () => {
    const member = await signedInMember(t.app, t.db);
    const before = await t.db
      .selectFrom('member_coupon')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [unknown, string][] = [
      ['AB\u0000CD', promotionText.codeBadCharacter],
      ['', promotionText.codeRequired],
      [null, promotionText.codeRequired],
      ['A'.repeat(41), promotionText.codeTooLong],
      ['<script>', promotionText.codeBadCharacter],
    ];
    for (const [code, message] of cases) {
      expect(envelope(await redeem(member.cookie, code))).toMatchObject({ code: 2, data: { message } });
    }
    for (const id of [-1, 0, 1.5, 1e20, '1', null, 'a\u0000']) {
      expect(envelope(await useCoupon(member.cookie, id))).toMatchObject({
        code: 2,
        data: { message: promotionText.badCoupon },
      });
    }
    const huge = await redeem(member.cookie, 'A'.repeat(1024 * 1024));
    expect(envelope(huge).code).toBe(2);
    const after = await t.db
      .selectFrom('member_coupon')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('when a member has tried 20 codes in ten minutes, then the next try is refused before any code is read', async () => {
    const code = uniqueCode();
    await createCoupon({ mode: 'multi_code', code });
    const member = await signedInMember(t.app, t.db);
    for (let attempt = 0; attempt < couponCodeRateRule.limit; attempt += 1) {
      expect(envelope(await redeem(member.cookie, `WRONG-${attempt}`)).code).toBe(promotionCode.notFound);
    }
    const limited = await redeem(member.cookie, code);
    expect(limited.statusCode).toBe(429);
    expect(envelope(limited).code).toBe(replyCode.rateLimited);
    expect((await balancesOf(member.id)).cash).toBe(0n);
  });

  it('when the member is not signed in, then the coupon calls answer code 99', async () => {
    expect(envelope(await postJson(t.app, '/api/coupon/list', {})).code).toBe(99);
    expect(envelope(await postJson(t.app, '/api/coupon/redeem', { code: 'X' })).code).toBe(99);
  });
});

describe('staff coupon definitions', () => {
  it('when the amount is negative, zero, fractional or huge, or the code is missing or taken, then it is refused in Korean and no coupon is made', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('coupon')
            .select((eb) => eb.fn.countAll<string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const taken = uniqueCode();
    await createCoupon({ mode: 'single_code', code: taken });
    const base = { name: '쿠폰', rewardKind: 'cash', amount: 1000, expiresAt: inAWeek(), mode: 'issued' };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ amount: -1000 }, 2, staffPromotionsText.badAmount],
      [{ amount: 0 }, 2, staffPromotionsText.badAmount],
      [{ amount: 10.5 }, 2, staffPromotionsText.badAmount],
      [{ amount: 1e18 }, 2, staffPromotionsText.badAmount],
      [{ amount: '1000' }, 2, staffPromotionsText.badAmount],
      [{ name: 'a\u0000b' }, 2, staffPromotionsText.badCharacter],
      [{ name: 'x'.repeat(101) }, 2, staffPromotionsText.nameTooLong],
      // Past the app's body limit: refused before parsing, with the generic Korean message.
      [{ name: 'x'.repeat(1024 * 1024) }, 2, invalidInputMessage],
      [{ mode: 'single_code' }, 2, staffPromotionsText.codeNeeded],
      [{ code: 'ABC' }, 2, staffPromotionsText.codeNotAllowed],
      [{ expiresAt: 'soon' }, 2, staffPromotionsText.badExpiry],
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, 1, staffPromotionsText.expiryPast],
      [{ mode: 'multi_code', code: taken.toLowerCase() }, 1, staffPromotionsText.codeTaken],
    ];
    for (const [overrides, code, message] of cases) {
      const reply = envelope(
        await postStaff(t.app, '/api/staff/coupons/create', { ...base, ...overrides }, staffToken),
      );
      expect({ overrides: Object.keys(overrides), reply }).toMatchObject({
        reply: { code, data: { message } },
      });
    }
    expect(await count()).toBe(before + 1);
  });

  it('when staff issue a code coupon or to an unknown login id, then it is refused and nobody gets it', async () => {
    const member = await createMember(t.db);
    const codeCoupon = await createCoupon({ mode: 'multi_code', code: uniqueCode() });
    const issued = await createCoupon();
    const asCode = envelope(
      await postStaff(
        t.app,
        '/api/staff/coupons/issue',
        { couponId: codeCoupon, loginIds: [member.loginId] },
        staffToken,
      ),
    );
    expect(asCode).toMatchObject({ code: 1, data: { message: staffPromotionsText.notIssuable } });
    const unknown = envelope(
      await postStaff(
        t.app,
        '/api/staff/coupons/issue',
        { couponId: issued, loginIds: [member.loginId, 'nobody-here'] },
        staffToken,
      ),
    );
    expect(unknown).toMatchObject({
      code: 1,
      data: { message: staffPromotionsText.unknownMembers('nobody-here') },
    });
    const copies = await t.db
      .selectFrom('member_coupon')
      .select('id')
      .where('member_id', '=', member.id)
      .execute();
    expect(copies).toEqual([]);
  });

  it('when a support staff member creates a coupon, then it is refused; they may read the list', async () => {
    const support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
    const body = { name: '쿠폰', rewardKind: 'cash', amount: 1000, expiresAt: inAWeek(), mode: 'issued' };
    expect(envelope(await postStaff(t.app, '/api/staff/coupons/create', body, support)).code).toBe(3);
    expect(envelope(await postStaff(t.app, '/api/staff/coupons/list', {}, support)).code).toBe(0);
  });
});
