import type { ExchangeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendExchange, signedInMember, staffActor } from '../../../test/payments.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();

type ExchangeReply = { message: string; item?: ExchangeRequestItem };

async function heldRequest(amount: number, cash = BigInt(amount)) {
  const member = await signedInMember(t.app, t.db, cash);
  const reply = envelope<ExchangeReply>(await sendExchange(t.app, member, amount));
  expect(reply.code).toBe(0);
  return { member, id: reply.data?.item?.id ?? 0 };
}

const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('target_type', '=', 'exchange_request')
    .where('target_id', '=', String(id))
    .orderBy('id')
    .execute();

describe('staff decisions on withdrawals', () => {
  it('when staff approve a small withdrawal, then it is paid out from the hold and audited', async () => {
    const { member, id } = await heldRequest(50_000, 80_000n);
    const staff = await staffActor(t.db);
    const outcome = await t.app.services.payments.approveExchange(staff.actor, id);
    expect(outcome).toMatchObject({
      kind: 'approved',
      item: {
        id,
        status: 'approved',
        decidedBy: staff.loginId,
        needsSecondApproval: false,
        firstApprovedBy: null,
      },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 30_000n });
    const row = await t.db
      .selectFrom('exchange_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const payout = await t.db
      .selectFrom('ledger_tx')
      .selectAll()
      .where('id', '=', row.settle_tx_id!)
      .executeTakeFirstOrThrow();
    expect(payout).toMatchObject({
      kind: 'exchange_payout',
      reference: `exchange_request:${id}`,
      staff_id: staff.id,
    });
    expect(await auditOf(id)).toMatchObject([
      {
        action: 'exchange.approve',
        staff_id: staff.id,
        before: { status: 'pending' },
        after: { status: 'approved' },
      },
    ]);
    expect((await t.app.services.payments.rejectExchange(staff.actor, id, '사유')).kind).toBe('notPending');
  });

  it('when a withdrawal is above the dual-approval amount, then a second, different staff member pays it', async () => {
    const { member, id } = await heldRequest(1_000_001);
    const [a, b] = [await staffActor(t.db), await staffActor(t.db)];
    const payments = t.app.services.payments;
    expect(await payments.approveExchange(a.actor, id)).toMatchObject({
      kind: 'firstApproval',
      item: { status: 'pending', firstApprovedBy: a.loginId, needsSecondApproval: true },
    });
    expect(await payments.approveExchange(a.actor, id)).toEqual({ kind: 'sameApprover' });
    expect(await payments.approveExchange(b.actor, id)).toMatchObject({
      kind: 'approved',
      item: { status: 'approved', firstApprovedBy: a.loginId, decidedBy: b.loginId },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect((await auditOf(id)).map((line) => [line.action, line.staff_id])).toEqual([
      ['exchange.firstApprove', a.id],
      ['exchange.approve', b.id],
    ]);
  });

  it('when a withdrawal exactly at the dual-approval amount is approved, then one approval pays it', async () => {
    const { id } = await heldRequest(1_000_000);
    const staff = await staffActor(t.db);
    expect((await t.app.services.payments.approveExchange(staff.actor, id)).kind).toBe('approved');
  });

  it('when staff reject a withdrawal, then the hold returns to cash and the member is told why', async () => {
    const { member, id } = await heldRequest(40_000, 100_000n);
    const staff = await staffActor(t.db);
    expect(await t.app.services.payments.rejectExchange(staff.actor, id, '계좌 불일치')).toMatchObject({
      kind: 'rejected',
      item: { status: 'rejected', reason: '계좌 불일치' },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 100_000n });
    const release = await t.db
      .selectFrom('ledger_tx')
      .select('kind')
      .where('reference', '=', `exchange_request:${id}`)
      .orderBy('id')
      .execute();
    expect(release.map((tx) => tx.kind)).toEqual(['exchange_hold', 'exchange_release']);
    expect(await auditOf(id)).toMatchObject([{ action: 'exchange.reject', reason: '계좌 불일치' }]);
    expect((await t.app.services.payments.approveExchange(staff.actor, id)).kind).toBe('notPending');
    const list = envelope<PageOf<ExchangeRequestItem>>(
      await postJson(t.app, '/api/amount/exchangeList', {}, { cookie: member.cookie }),
    );
    expect(list.data?.items[0]).toMatchObject({ id, status: 'rejected', reason: '계좌 불일치' });
    expect(list.userContext?.user.cash).toBe(100_000);
  });

  it('when two staff decide the same withdrawal at once, then exactly one settles it', async () => {
    const { member, id } = await heldRequest(30_000);
    const [a, b] = [await staffActor(t.db), await staffActor(t.db)];
    const outcomes = await Promise.all([
      t.app.services.payments.approveExchange(a.actor, id),
      t.app.services.payments.rejectExchange(b.actor, id, '중복'),
    ]);
    const kinds = outcomes.map((outcome) => outcome.kind);
    expect(kinds).toContain('notPending');
    const settled = await t.db
      .selectFrom('ledger_tx')
      .select('kind')
      .where('reference', '=', `exchange_request:${id}`)
      .execute();
    expect(settled).toHaveLength(2);
    const cash = (await readMemberBalances(t.db, member.id)).cash;
    expect(cash).toBe(kinds.includes('rejected') ? 30_000n : 0n);
  });

  it('when staff list withdrawals, then with full bank details, by status and member', async () => {
    const { member, id } = await heldRequest(10_000);
    const mine = await t.app.services.payments.listExchanges({ status: 'all', page: 1, memberId: member.id });
    expect(mine).toMatchObject({
      total: 1,
      pageSize: 50,
      items: [
        {
          id,
          loginId: member.loginId,
          nick: member.nick,
          bankAccount: member.bankAccount,
          status: 'pending',
        },
      ],
    });
    const pending = await t.app.services.payments.listExchanges({ status: 'pending', page: 1 });
    expect(pending.items.every((item) => item.status === 'pending')).toBe(true);
  });

  it('when an id does not exist, then notFound', async () => {
    const staff = await staffActor(t.db);
    expect(await t.app.services.payments.approveExchange(staff.actor, 999_999)).toEqual({ kind: 'notFound' });
    expect(await t.app.services.payments.rejectExchange(staff.actor, 999_999, '사유')).toEqual({
      kind: 'notFound',
    });
  });
});
