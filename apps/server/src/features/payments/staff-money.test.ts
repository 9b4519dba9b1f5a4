import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createStaffRow } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { sendCharge, sendExchange, signedInMember } from '../../../test/payments.ts';

// One minute before midnight in Korea (2026-11-21 23:59 KST): staff decide "today" at this time.
let clock = new Date('2026-11-21T14:59:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await t.close();
});

const signedIn = (cash = 0n) => signedInMember(t.app, t.db, cash);

type Requested = { item: { id: number } };
const requestCharge = async (member: { cookie: string }, amount: number) =>
  envelope<Requested>(await sendCharge(t.app, member.cookie, { amount, depositorName: '홍길동' }));
const requestExchange = async (member: { cookie: string; password: string }, amount: number) =>
  envelope<Requested>(await sendExchange(t.app, member, amount));

describe('getMoneyTotals', () => {
  it('when requests wait and some were approved today, then the dashboard counts them by the Korean day', async () => {
    const payments = t.app.services.payments;
    const staff = await createStaffRow(t.db);
    const actor = { staffId: staff.id, ip: null };
    const empty = { count: 0, amount: 0 };
    expect(await payments.getMoneyTotals(clock)).toEqual({
      pendingCharges: empty,
      pendingExchanges: empty,
      today: { approvedCharges: empty, approvedExchanges: empty },
      memberBalances: { cash: 0, point: 0, agencyCash: 0 },
    });

    const saver = await signedIn(100_000n);
    const waiting = await signedIn();
    const depositor = await signedIn();
    expect((await requestCharge(waiting, 30_000)).code).toBe(0);
    const deposit = await requestCharge(depositor, 50_000);
    await payments.approveCharge(actor, deposit.data?.item.id ?? 0);
    expect((await requestExchange(saver, 20_000)).code).toBe(0);
    const paid = await requestExchange(saver, 10_000);
    await payments.approveExchange(actor, paid.data?.item.id ?? 0);

    const totals = await payments.getMoneyTotals(new Date('2026-11-21T14:59:30.000Z'));
    expect(totals).toEqual({
      pendingCharges: { count: 1, amount: 30_000 },
      pendingExchanges: { count: 1, amount: 20_000 },
      today: {
        approvedCharges: { count: 1, amount: 50_000 },
        approvedExchanges: { count: 1, amount: 10_000 },
      },
      // 100,000 funded + 50,000 deposited - 30,000 withdrawn (20,000 held, 10,000 paid out).
      memberBalances: { cash: 120_000, point: 0, agencyCash: 0 },
    });
    // A minute later it is the next day in Korea: nothing approved yet today.
    const nextDay = await payments.getMoneyTotals(new Date('2026-11-21T15:00:00.000Z'));
    expect(nextDay.today).toEqual({ approvedCharges: empty, approvedExchanges: empty });
    expect(nextDay.pendingCharges).toEqual({ count: 1, amount: 30_000 });
    clock = new Date('2026-11-21T15:00:30.000Z');
  });
});

describe('money settings', () => {
  it('when staff save new settings, then members meet them and the change is audited with before/after', async () => {
    const payments = t.app.services.payments;
    const staff = await createStaffRow(t.db, 'owner');
    const before = await payments.getMoneySettings();
    expect(before).toMatchObject({ minCharge: 10_000, exchangeDualApprovalAmount: 1_000_000 });
    const after = {
      ...before,
      minCharge: 20_000,
      exchangeDualApprovalAmount: 50_000,
      depositBank: { bankName: '신한은행', bankAccount: '110-123-456789', bankHolder: '한판주식회사' },
    };
    await payments.saveMoneySettings({ staffId: staff.id, ip: '10.1.1.1' }, after);
    expect(await payments.getMoneySettings()).toEqual(after);

    const member = await signedIn(200_000n);
    const info = envelope(await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie: member.cookie }));
    expect(info.data).toMatchObject({ minCharge: 20_000, depositBank: after.depositBank });
    expect(await requestCharge(member, 15_000)).toMatchObject({
      code: 3,
      data: { message: '최소 20,000원 이상 신청해 주세요.' },
    });
    const held = await requestExchange(member, 60_000);
    const [first] = (await payments.listExchanges({ status: 'pending', page: 1, memberId: member.id })).items;
    expect(first).toMatchObject({ id: held.data?.item.id, needsSecondApproval: true });

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'settings.money')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      staff_id: staff.id,
      target_type: 'site_setting',
      ip: '10.1.1.1',
      before,
      after,
    });
    await payments.saveMoneySettings({ staffId: staff.id, ip: null }, before);
  });
});
