import type { ChargeInfo, ChargeRequestItem, PageOf } from '@hanpan/core/api/payments';
import { describe, expect, it } from 'vitest';
import { envelope, postJson } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { sendCharge, signedInMember, staffActor } from '../../../test/payments.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

const t = useLedgerCheckedApp();

type ChargeReply = { message: string; item?: ChargeRequestItem };

async function pendingCharge(amount = 50_000) {
  const member = await signedInMember(t.app, t.db);
  const reply = envelope<ChargeReply>(
    await sendCharge(t.app, member.cookie, { amount, depositorName: '홍길동' }),
  );
  expect(reply.code).toBe(0);
  return { member, id: reply.data?.item?.id ?? 0 };
}

describe('staff decisions on deposits', () => {
  it('when staff approve, then cash is credited through the ledger, audited, and the member sees it', async () => {
    const { member, id } = await pendingCharge(70_000);
    const staff = await staffActor(t.db);
    const outcome = await t.app.services.payments.approveCharge(staff.actor, id);
    expect(outcome).toMatchObject({
      kind: 'approved',
      item: {
        id,
        memberId: member.id,
        loginId: member.loginId,
        nick: member.nick,
        status: 'approved',
        decidedBy: staff.loginId,
      },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 70_000n });
    const row = await t.db
      .selectFrom('charge_request')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'approved', decided_by: staff.id });
    const tx = await t.db
      .selectFrom('ledger_tx')
      .selectAll()
      .where('id', '=', row.ledger_tx_id!)
      .executeTakeFirstOrThrow();
    expect(tx).toMatchObject({ kind: 'charge', reference: `charge_request:${id}`, staff_id: staff.id });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toMatchObject([
      {
        action: 'charge.approve',
        staff_id: staff.id,
        target_type: 'charge_request',
        before: { status: 'pending' },
        after: { status: 'approved', amount: '70000' },
        ip: '10.9.9.9',
      },
    ]);
    const info = envelope<ChargeInfo>(
      await postJson(t.app, '/api/amount/chargeInfo', {}, { cookie: member.cookie }),
    );
    expect(info.userContext?.user.cash).toBe(70_000);
    expect(info.data?.pending).toBeNull();
    expect((await t.app.services.payments.approveCharge(staff.actor, id)).kind).toBe('notPending');
  });

  it('when two staff approve the same request at once, then exactly one posting', async () => {
    const { member, id } = await pendingCharge(20_000);
    const [a, b] = await Promise.all([staffActor(t.db), staffActor(t.db)]);
    const outcomes = await Promise.all([
      t.app.services.payments.approveCharge(a.actor, id),
      t.app.services.payments.approveCharge(b.actor, id),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(['approved', 'notPending']);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 20_000n });
    const postings = await t.db
      .selectFrom('ledger_tx')
      .select('id')
      .where('reference', '=', `charge_request:${id}`)
      .execute();
    expect(postings).toHaveLength(1);
  });

  it('when staff reject with a reason, then no money moves and the member sees the reason', async () => {
    const { member, id } = await pendingCharge();
    const staff = await staffActor(t.db);
    const outcome = await t.app.services.payments.rejectCharge(staff.actor, id, '입금 확인 불가');
    expect(outcome).toMatchObject({
      kind: 'rejected',
      item: { status: 'rejected', reason: '입금 확인 불가' },
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect((await t.app.services.payments.approveCharge(staff.actor, id)).kind).toBe('notPending');
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('target_id', '=', String(id))
      .execute();
    expect(audit).toMatchObject([
      { action: 'charge.reject', reason: '입금 확인 불가', after: { status: 'rejected' } },
    ]);
    const list = envelope<PageOf<ChargeRequestItem>>(
      await postJson(t.app, '/api/amount/chargeList', {}, { cookie: member.cookie }),
    );
    expect(list.data?.items[0]).toMatchObject({ id, status: 'rejected', reason: '입금 확인 불가' });
  });

  it('when the request does not exist, then notFound', async () => {
    const staff = await staffActor(t.db);
    expect(await t.app.services.payments.approveCharge(staff.actor, 999_999)).toEqual({ kind: 'notFound' });
    expect(await t.app.services.payments.rejectCharge(staff.actor, 999_999, '사유')).toEqual({
      kind: 'notFound',
    });
  });

  it('when staff list deposits, then by status (pending oldest first) and by member, with who decided', async () => {
    const first = await pendingCharge(11_000);
    const second = await pendingCharge(12_000);
    const staff = await staffActor(t.db);
    await t.app.services.payments.approveCharge(staff.actor, second.id);
    const pending = await t.app.services.payments.listCharges({ status: 'pending', page: 1 });
    const pendingIds = pending.items.map((item) => item.id);
    expect(pendingIds).toContain(first.id);
    expect(pendingIds).not.toContain(second.id);
    expect(pendingIds).toEqual([...pendingIds].sort((x, y) => x - y));
    expect(pending.pageSize).toBe(50);
    const mine = await t.app.services.payments.listCharges({
      status: 'all',
      page: 1,
      memberId: second.member.id,
    });
    expect(mine).toMatchObject({
      total: 1,
      items: [{ id: second.id, status: 'approved', decidedBy: staff.loginId }],
    });
    const approved = await t.app.services.payments.listCharges({ status: 'approved', page: 1 });
    expect(approved.items.every((item) => item.status === 'approved')).toBe(true);
  });
});
