import { randomUUID } from 'node:crypto';
import type { StaffMemberDetail } from '@hanpan/core/api/staff';
import { staffText } from '@hanpan/core/api/staff-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { signedInMember } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();
let finance: { id: number; token: string };
beforeAll(async () => {
  const financeStaff = await createStaff(t.db, { role: 'finance' });
  finance = { id: financeStaff.id, token: await signInStaff(t.app, financeStaff) };
});

const memberWithCash = (cash: bigint) => signedInMember(t.app, t.db, cash);

async function pendingCharge(amount: number) {
  const member = await memberWithCash(0n);
  const reply = envelope<{ item: { id: number } }>(
    await postJson(
      t.app,
      '/api/amount/charge',
      { amount, depositorName: '홍길동' },
      { cookie: member.cookie, headers: { 'idempotency-key': `k-${randomUUID()}` } },
    ),
  );
  expect(reply.code).toBe(0);
  return { member, id: reply.data!.item.id };
}

describe('POST /api/staff/members/adjust', () => {
  it('when finance adds cash, then the balance changes once per idempotency key; taking more than the balance is refused', async () => {
    const member = await memberWithCash(0n);
    const body = {
      memberId: member.id,
      account: 'cash',
      amount: 7_000,
      reason: '이벤트 지급',
      idempotencyKey: `adj-${randomUUID()}`,
    };
    const first = await postStaff(t.app, '/api/staff/members/adjust', body, finance.token);
    expect(envelope(first)).toMatchObject({ code: 0, data: { balance: 7_000, isDuplicate: false } });
    const replay = await postStaff(t.app, '/api/staff/members/adjust', body, finance.token);
    expect(envelope(replay)).toMatchObject({ code: 0, data: { balance: 7_000, isDuplicate: true } });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(7_000n);

    const tooMuch = await postStaff(
      t.app,
      '/api/staff/members/adjust',
      { ...body, amount: -8_000, idempotencyKey: `adj-${randomUUID()}` },
      finance.token,
    );
    expect(envelope(tooMuch)).toEqual({ code: 1, data: { message: staffText.insufficientBalance } });
    expect((await readMemberBalances(t.db, member.id)).cash).toBe(7_000n);

    const fraction = await postStaff(
      t.app,
      '/api/staff/members/adjust',
      { ...body, amount: 1.5 },
      finance.token,
    );
    expect(envelope(fraction)).toEqual({
      code: 2,
      data: { message: '금액은 원 단위 정수로 입력해 주세요.' },
    });
  });
});

describe('POST /api/staff/members/detail', () => {
  it('when a member with history is opened, then profile, balances, ledger, requests and sessions are shown', async () => {
    const { member, id } = await pendingCharge(40_000);
    await postStaff(t.app, '/api/staff/charges/approve', { id }, finance.token);
    const reply = envelope<StaffMemberDetail>(
      await postStaff(t.app, '/api/staff/members/detail', { memberId: member.id }, finance.token),
    );
    expect(reply.code).toBe(0);
    const detail = reply.data!;
    expect(detail).toMatchObject({
      id: member.id,
      loginId: member.loginId,
      cash: 40_000,
      bankName: '국민은행',
    });
    expect(detail.ledger.some((line) => line.amount === 40_000 && line.account === 'cash')).toBe(true);
    expect(detail.charges.map((charge) => charge.id)).toContain(id);
    expect(detail.sessions.length).toBeGreaterThan(0);
    const views = await t.db
      .selectFrom('audit_log')
      .select(['staff_id', 'target_id', 'ip'])
      .where('action', '=', 'member.view')
      .where('target_id', '=', String(member.id))
      .execute();
    expect(views).toEqual([{ staff_id: finance.id, target_id: String(member.id), ip: expect.any(String) }]);
    const missing = await postStaff(
      t.app,
      '/api/staff/members/detail',
      { memberId: 99_999_999 },
      finance.token,
    );
    expect(envelope(missing).code).toBe(1);
  });
});
