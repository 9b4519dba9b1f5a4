import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, fundMember, uniqueSuffix } from '../../../test/factories.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { readMemberBalances } from './ledger-repository.ts';

let t: TestApp;
let actor: StaffActor;
beforeAll(async () => {
  t = await createTestApp();
  const staff = await t.db
    .insertInto('staff')
    .values({ login_id: `s${uniqueSuffix(9)}`, password_hash: 'x', name: '재무담당', role: 'finance' })
    .returning('id')
    .executeTakeFirstOrThrow();
  actor = { staffId: staff.id, ip: '203.0.113.7' };
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await t.close();
});

const adjust = (memberId: number, amount: number, idempotencyKey = `adj-${uniqueSuffix(12)}`) =>
  t.app.services.wallet.adjustBalance(actor, {
    memberId,
    account: 'cash',
    amount,
    reason: '이벤트 지급',
    idempotencyKey,
  });

const auditOf = (memberId: number) =>
  t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'target_type', 'target_id', 'before', 'after', 'reason', 'ip'])
    .where('target_type', '=', 'member')
    .where('target_id', '=', String(memberId))
    .where('action', '=', 'member.balance.adjust')
    .execute();

const adjustmentsOf = (key: string) =>
  t.db
    .selectFrom('ledger_tx')
    .select(['id', 'kind', 'memo', 'staff_id'])
    .where('idempotency_key', '=', `adjust:${key}`)
    .execute();

describe('wallet.adjustBalance', () => {
  it('when staff credit a member, then the ledger posts against promotion with staff and reason, and the audit has before/after', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 1_000n);
    const key = `adj-${uniqueSuffix(12)}`;
    const outcome = await adjust(member.id, 5_000, key);
    const [tx] = await adjustmentsOf(key);
    expect(outcome).toEqual({ kind: 'adjusted', txId: tx?.id.toString(), balance: 6_000 });
    expect(tx).toMatchObject({ kind: 'adjustment', memo: '이벤트 지급', staff_id: actor.staffId });
    const entries = await t.db
      .selectFrom('ledger_entry as e')
      .innerJoin('account as a', 'a.id', 'e.account_id')
      .select(['a.kind', 'a.member_id', 'e.amount'])
      .where('e.tx_id', '=', tx?.id ?? 0n)
      .orderBy('e.amount')
      .execute();
    expect(entries).toEqual([
      { kind: 'promotion', member_id: null, amount: -5_000n },
      { kind: 'cash', member_id: member.id, amount: 5_000n },
    ]);
    expect(await auditOf(member.id)).toEqual([
      {
        staff_id: actor.staffId,
        action: 'member.balance.adjust',
        target_type: 'member',
        target_id: String(member.id),
        before: { account: 'cash', amount: '5000', balances: { cash: '1000', point: '0', agency_cash: '0' } },
        after: {
          account: 'cash',
          amount: '5000',
          balances: { cash: '6000', point: '0', agency_cash: '0' },
          txId: tx?.id.toString(),
        },
        reason: '이벤트 지급',
        ip: '203.0.113.7',
      },
    ]);
  });

  it('when staff take money back within the balance, then the balance goes down', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 10_000n);
    expect(await adjust(member.id, -4_000)).toMatchObject({ kind: 'adjusted', balance: 6_000 });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 6_000n });
    expect(await adjust(member.id, -6_000)).toMatchObject({ kind: 'adjusted', balance: 0 });
    expect(await auditOf(member.id)).toHaveLength(2);
  });

  it('when staff take back more than the balance, then insufficient, and nothing is posted or audited', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 1_000n);
    const key = `adj-${uniqueSuffix(12)}`;
    expect(await adjust(member.id, -1_001, key)).toEqual({ kind: 'insufficient' });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 1_000n });
    expect(await adjustmentsOf(key)).toEqual([]);
    expect(await auditOf(member.id)).toEqual([]);
  });

  it('when the same idempotency key is sent again, then duplicate: no second posting and no second audit line', async () => {
    const member = await createMember(t.db);
    const key = `adj-${uniqueSuffix(12)}`;
    const first = await adjust(member.id, 2_500, key);
    const second = await adjust(member.id, 2_500, key);
    expect(first).toMatchObject({ kind: 'adjusted', balance: 2_500 });
    expect(second).toEqual({
      kind: 'duplicate',
      txId: first.kind === 'adjusted' ? first.txId : '',
      balance: 2_500,
    });
    expect(await adjustmentsOf(key)).toHaveLength(1);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('when two staff send the same adjustment at once, then it is posted and audited once', async () => {
    const member = await createMember(t.db);
    const key = `adj-${uniqueSuffix(12)}`;
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => adjust(member.id, 700, key)));
    expect(outcomes.filter((outcome) => outcome.kind === 'adjusted')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'duplicate')).toHaveLength(9);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 700n });
    expect(await adjustmentsOf(key)).toHaveLength(1);
    expect(await auditOf(member.id)).toHaveLength(1);
  });

  it('when the member does not exist, then notFound and nothing is written', async () => {
    const key = `adj-${uniqueSuffix(12)}`;
    expect(await adjust(2_000_000_000, 1_000, key)).toEqual({ kind: 'notFound' });
    expect(await adjustmentsOf(key)).toEqual([]);
  });

  it('when points or settlement cash are adjusted, then that account moves', async () => {
    const member = await createMember(t.db);
    const outcome = await t.app.services.wallet.adjustBalance(actor, {
      memberId: member.id,
      account: 'agency_cash',
      amount: 3_000,
      reason: '정산 보정',
      idempotencyKey: `adj-${uniqueSuffix(12)}`,
    });
    expect(outcome).toMatchObject({ kind: 'adjusted', balance: 3_000 });
    expect(await readMemberBalances(t.db, member.id)).toEqual({ cash: 0n, point: 0n, agency_cash: 3_000n });
  });
});

describe('wallet.listLedgerLines', () => {
  it('when a member has postings, then their lines come newest first with kind, account and memo', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 10_000n);
    await adjust(member.id, -1_000);
    const lines = await t.app.services.wallet.listLedgerLines(member.id, 10);
    expect(lines).toEqual([
      expect.objectContaining({ kind: 'adjustment', account: 'cash', amount: -1_000, memo: '이벤트 지급' }),
      expect.objectContaining({ kind: 'test_funding', account: 'cash', amount: 10_000, memo: null }),
    ]);
    expect(typeof lines[0]?.txId).toBe('string');
    expect(new Date(lines[0]?.createdAt ?? '').toString()).not.toBe('Invalid Date');
    expect(await t.app.services.wallet.listLedgerLines(member.id, 1)).toHaveLength(1);
  });
});
