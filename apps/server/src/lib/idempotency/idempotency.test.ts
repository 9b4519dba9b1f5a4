import { randomUUID } from 'node:crypto';
import { idempotencyKeyReusedText, replyCode } from '@hanpan/core/api/envelope';
import { paymentCode } from '@hanpan/core/api/payments';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, signIn } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, sendExchange } from '../../../test/payments.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import type { Db } from '../db/database.ts';

const t = useLedgerCheckedApp();

const refused = { code: replyCode.idempotencyKeyReused, data: { message: idempotencyKeyReusedText } };

async function memberWith(cash: bigint, point = 0n) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash, point);
  return { ...member, cookie: await signIn(t.app, member) };
}

const newKey = () => `k-${randomUUID()}`;

const cashToPoint = (cookie: string, amount: number, key: string) =>
  postJson(t.app, '/api/amount/cashToPoint', { amount }, { cookie, headers: { 'idempotency-key': key } });

/** Everything a refused request must leave as it was: balances, ledger and business rows. */
async function moneyState(db: Db, memberId: number) {
  const [accounts, ledgerTx, charges, exchanges, audit] = await Promise.all([
    db
      .selectFrom('account')
      .select(['kind', 'balance'])
      .where('member_id', '=', memberId)
      .orderBy('kind')
      .execute(),
    db
      .selectFrom('ledger_tx')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
    db.selectFrom('charge_request').selectAll().where('member_id', '=', memberId).execute(),
    db.selectFrom('exchange_request').selectAll().where('member_id', '=', memberId).execute(),
    db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<bigint>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { accounts, ledgerTx: ledgerTx.n, charges, exchanges, audit: audit.n };
}

describe('an Idempotency-Key bound to its request', () => {
  it('when a deposit key comes back with another amount, then it is refused with code 422 and nothing is written', async () => {
    const member = await memberWith(0n);
    const key = newKey();
    const first = envelope(
      await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }, key),
    );
    expect(first.code).toBe(paymentCode.ok);
    const before = await moneyState(t.db, member.id);

    const other = await sendCharge(t.app, member.cookie, { amount: 50_000, depositorName: '홍길동' }, key);
    expect(other.statusCode).toBe(422);
    expect(envelope(other)).toMatchObject(refused);
    expect(await moneyState(t.db, member.id)).toEqual(before);

    const same = await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }, key);
    expect(envelope(same)).toEqual(first);
  });

  it('when a withdrawal key comes back with another amount, then it is refused and the cash is held once', async () => {
    const member = await memberWith(100_000n);
    const key = newKey();
    const first = envelope(await sendExchange(t.app, member, 30_000, key));
    expect(first.code).toBe(paymentCode.ok);
    const before = await moneyState(t.db, member.id);

    expect(envelope(await sendExchange(t.app, member, 40_000, key))).toMatchObject(refused);
    expect(await moneyState(t.db, member.id)).toEqual(before);
    expect(envelope(await sendExchange(t.app, member, 30_000, key))).toEqual(first);
    expect(await moneyState(t.db, member.id)).toEqual(before);
    expect(before.exchanges).toHaveLength(1);
  });

  it('when a key comes back with another call, then it is refused and nothing moves', async () => {
    const member = await memberWith(50_000n, 5_000n);
    const key = newKey();
    expect(envelope(await cashToPoint(member.cookie, 1_000, key)).code).toBe(0);
    const before = await moneyState(t.db, member.id);

    const charge = await sendCharge(t.app, member.cookie, { amount: 30_000, depositorName: '홍길동' }, key);
    expect(envelope(charge)).toMatchObject(refused);
    const points = await postJson(t.app, '/api/amount/pointToCash', undefined, {
      cookie: member.cookie,
      headers: { 'idempotency-key': key },
    });
    expect(envelope(points)).toMatchObject(refused);
    expect(await moneyState(t.db, member.id)).toEqual(before);
  });

  it("when another member sends a member's key, then it is refused and nothing of theirs is written", async () => {
    const owner = await memberWith(50_000n);
    const other = await memberWith(50_000n);
    const key = newKey();
    expect(envelope(await cashToPoint(owner.cookie, 2_000, key)).code).toBe(0);
    const before = await moneyState(t.db, other.id);

    expect(envelope(await cashToPoint(other.cookie, 2_000, key))).toMatchObject(refused);
    expect(
      envelope(await sendCharge(t.app, other.cookie, { amount: 30_000, depositorName: '김철수' }, key)),
    ).toMatchObject(refused);
    expect(await moneyState(t.db, other.id)).toEqual(before);
  });

  it('when 50 requests with one key and two bodies race, then one is done and the others replay it or are refused', async () => {
    const member = await memberWith(50_000n);
    const key = newKey();
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => cashToPoint(member.cookie, i % 2 === 0 ? 1_000 : 2_000, key)),
    );
    const done = replies.map(envelope).filter((reply) => reply.code === 0);
    expect(done.length).toBeGreaterThan(0);
    const amount = (done[0]?.data as { amount: number }).amount;
    for (const reply of replies) {
      const body = envelope(reply);
      if (body.code === 0) expect(body.data).toEqual(done[0]?.data);
      else expect(body).toMatchObject(refused);
    }
    // Every reply with the winning amount succeeded, every other one was refused.
    expect(done).toHaveLength(25);
    const { accounts } = await moneyState(t.db, member.id);
    expect(accounts).toEqual([
      { kind: 'agency_cash', balance: 0n },
      { kind: 'cash', balance: 50_000n - BigInt(amount) },
      { kind: 'point', balance: BigInt(amount) },
    ]);
  });

  it('when staff send an adjustment key again with another amount or as another account, then it is refused and posted once', async () => {
    const member = await memberWith(0n);
    const finance = await createStaff(t.db, { role: 'finance' });
    const secondFinance = await createStaff(t.db, { role: 'finance' });
    const tokens = [await signInStaff(t.app, finance), await signInStaff(t.app, secondFinance)] as const;
    const body = {
      memberId: member.id,
      account: 'cash',
      amount: 7_000,
      reason: '이벤트 지급',
      idempotencyKey: newKey(),
    };
    const adjust = (payload: unknown, token: string) =>
      postStaff(t.app, '/api/staff/members/adjust', payload, token);

    expect(envelope(await adjust(body, tokens[0]))).toMatchObject({ code: 0, data: { isDuplicate: false } });
    const before = await moneyState(t.db, member.id);
    expect(envelope(await adjust({ ...body, amount: 9_000 }, tokens[0]))).toMatchObject(refused);
    expect(envelope(await adjust({ ...body, reason: '다른 사유' }, tokens[0]))).toMatchObject(refused);
    expect(envelope(await adjust(body, tokens[1]))).toMatchObject(refused);
    expect(await moneyState(t.db, member.id)).toEqual(before);
    expect(envelope(await adjust(body, tokens[0]))).toMatchObject({
      code: 0,
      data: { balance: 7_000, isDuplicate: true },
    });
  });
});
