import { randomUUID } from 'node:crypto';
import { paymentCode, paymentText } from '@hanpan/core/api/payments';
import type { StaffExchangeDecision, StaffExchangeItem } from '@hanpan/core/api/staff';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import { staffPayOutText } from '@hanpan/core/api/staff-payout';
import { beforeAll, describe, expect, it } from 'vitest';
import { createMember, fundMember } from '../../../test/factories.ts';
import { envelope } from '../../../test/http.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { exchangeRowsOf, pendingHoldsOf } from '../../../test/payments.ts';
import { writeTestBlock } from '../../../test/protection.ts';
import { createStaff, postStaff, signInStaff } from '../../../test/staff-factories.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

// /api/staff/members/payOut (issue 27): a member under a time-out or self-exclusion cannot sign in,
// so staff file the withdrawal of their balance; it waits in the normal queue for the normal approval.

const t = useLedgerCheckedApp();
const day = 24 * 3_600_000;
let finance = '';
let owner = '';
let support = '';

beforeAll(async () => {
  finance = await signInStaff(t.app, await createStaff(t.db, { role: 'finance' }));
  owner = await signInStaff(t.app, await createStaff(t.db, { role: 'owner' }));
  support = await signInStaff(t.app, await createStaff(t.db, { role: 'support' }));
});

/** A member holding `cash`, under the given block (none: not blocked). */
async function memberWith(cash: bigint, block: 'timeout' | 'selfExclusion' | null) {
  const member = await createMember(t.db);
  if (cash > 0n) await fundMember(t.db, member.id, cash);
  if (block === 'timeout') await writeTestBlock(t.db, member.id, 'timeout', new Date(Date.now() + day));
  if (block === 'selfExclusion') {
    await writeTestBlock(t.db, member.id, 'selfExclusion', new Date(Date.now() + 180 * day));
  }
  return member;
}

const payOut = (body: Record<string, unknown>, token = finance) =>
  postStaff(t.app, '/api/staff/members/payOut', { idempotencyKey: `k-${randomUUID()}`, ...body }, token);

/** The payOut audit lines of the member's withdrawal requests. */
async function payOutAudits(memberId: number) {
  const ids = (await exchangeRowsOf(t.db, memberId)).map((row) => String(row.id));
  if (ids.length === 0) return [];
  return t.db
    .selectFrom('audit_log')
    .select(['staff_id', 'action', 'target_type', 'target_id', 'after'])
    .where('action', '=', 'exchange.payOut')
    .where('target_id', 'in', ids)
    .execute();
}

/** What a refused call must leave as it was: requests, holds, cash and audit lines of the member. */
const writtenFor = async (memberId: number) => ({
  requests: await exchangeRowsOf(t.db, memberId),
  balances: await readMemberBalances(t.db, memberId),
  audits: await payOutAudits(memberId),
});

describe('POST /api/staff/members/payOut', () => {
  it.each([
    ['timeout', 'timeout'],
    ['self-exclusion', 'selfExclusion'],
  ] as const)('when the member is in a %s, then a request is filed, the cash is held, it is listed, audited and approved', async (_name, block) => {
    const member = await memberWith(70_000n, block);
    const reply = envelope<StaffExchangeItem>(await payOut({ memberId: member.id, amount: 70_000 }));
    expect(reply).toMatchObject({
      code: 0,
      data: {
        memberId: member.id,
        amount: 70_000,
        status: 'pending',
        bankName: member.bankName,
        bankAccount: member.bankAccount,
        bankHolder: member.bankHolder,
      },
    });
    const id = reply.data!.id;
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect(await pendingHoldsOf(t.db, member.id)).toBe(70_000n);
    const [row] = await exchangeRowsOf(t.db, member.id);
    expect(row).toMatchObject({ id, amount: 70_000n, status: 'pending', bank_account: member.bankAccount });

    const list = envelope<{ items: StaffExchangeItem[] }>(
      await postStaff(t.app, '/api/staff/exchanges/list', { status: 'pending', memberId: member.id }, owner),
    );
    expect(list.data!.items.map((item) => item.id)).toEqual([id]);
    const audits = await payOutAudits(member.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'exchange.payOut', target_type: 'exchange_request' });
    expect(audits[0]!.target_id).toBe(String(id));

    const approved = envelope<StaffExchangeDecision>(
      await postStaff(t.app, '/api/staff/exchanges/approve', { id }, owner),
    );
    expect(approved).toMatchObject({
      code: 0,
      data: { outcome: 'approved', item: { id, status: 'approved' } },
    });
    expect(await pendingHoldsOf(t.db, member.id)).toBe(0n);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
  });

  it('when the same key is sent twice, then one request and the same reply', async () => {
    const member = await memberWith(30_000n, 'timeout');
    const body = { memberId: member.id, amount: 10_000, idempotencyKey: `k-${randomUUID()}` };
    const first = envelope(await payOut(body));
    const second = envelope(await payOut(body));
    expect(first.code).toBe(0);
    expect(second).toEqual(first);
    expect(await exchangeRowsOf(t.db, member.id)).toHaveLength(1);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 20_000n });
  });

  it('when the member is not blocked, or their time-out has ended, then it is refused and nothing is written', async () => {
    const free = await memberWith(50_000n, null);
    const ended = await memberWith(50_000n, null);
    await writeTestBlock(t.db, ended.id, 'timeout', new Date(Date.now() - 60_000));
    for (const member of [free, ended]) {
      const before = await writtenFor(member.id);
      expect(envelope(await payOut({ memberId: member.id, amount: 50_000 }))).toEqual({
        code: staffCode.refused,
        data: { message: staffPayOutText.notBlocked },
      });
      expect(await writtenFor(member.id)).toEqual(before);
    }
  });

  it('when no such member exists, then code 1 with its message', async () => {
    expect(envelope(await payOut({ memberId: 2_000_000_000, amount: 1_000 }))).toEqual({
      code: staffCode.refused,
      data: { message: staffPayOutText.memberNotFound },
    });
  });

  it('when support (no payments.decide) pays out, then code 3 and nothing is written', async () => {
    const member = await memberWith(50_000n, 'selfExclusion');
    const before = await writtenFor(member.id);
    expect(envelope(await payOut({ memberId: member.id, amount: 50_000 }, support))).toEqual({
      code: staffCode.forbidden,
      data: { message: staffText.forbidden },
    });
    expect(await writtenFor(member.id)).toEqual(before);
  });

  it.each([
    ['zero', 0],
    ['negative', -1_000],
    ['not whole', 1_000.5],
    ['a numeric string', '1000'],
    ['missing', undefined],
    // Just under the 1 MiB body limit, so the schema reads it (a longer body is 413 with code 2).
    ['a 1 MB string', '9'.repeat(1024 * 1024 - 200)],
  ])('when the amount is %s, then code 2 naming the amount and nothing is written', async (_case, amount) => {
    const member = await memberWith(50_000n, 'timeout');
    const before = await writtenFor(member.id);
    const reply = await payOut({ memberId: member.id, amount });
    expect(reply.statusCode).toBe(200);
    expect(envelope(reply)).toEqual({
      code: staffCode.invalidInput,
      data: { message: staffPayOutText.amountInvalid },
    });
    expect(await writtenFor(member.id)).toEqual(before);
  });

  it('when the body is over 1 MB, then code 2 (HTTP 413), never a 500, and nothing is written', async () => {
    const member = await memberWith(50_000n, 'timeout');
    const before = await writtenFor(member.id);
    const reply = await payOut({ memberId: member.id, amount: '9'.repeat(1024 * 1024) });
    expect(reply.statusCode).toBe(413);
    expect(envelope(reply).code).toBe(staffCode.invalidInput);
    expect(await writtenFor(member.id)).toEqual(before);
  });

  it('when the amount is more than the cash, then the insufficient-balance code and nothing stays', async () => {
    const member = await memberWith(50_000n, 'timeout');
    const before = await writtenFor(member.id);
    expect(envelope(await payOut({ memberId: member.id, amount: 50_001 }))).toEqual({
      code: paymentCode.insufficientBalance,
      data: { message: paymentText.insufficientBalance },
    });
    expect(await writtenFor(member.id)).toEqual(before);
  });

  it('when 50 payOuts of the whole balance race, then exactly one is accepted and the cash is never overdrawn', async () => {
    const member = await memberWith(80_000n, 'selfExclusion');
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        payOut({ memberId: member.id, amount: 80_000 }, i % 2 ? owner : finance),
      ),
    );
    const codes = replies.map((reply) => envelope(reply).code);
    expect(codes.filter((code) => code === 0)).toHaveLength(1);
    expect(codes.filter((code) => code === paymentCode.insufficientBalance)).toHaveLength(49);
    expect(await exchangeRowsOf(t.db, member.id)).toHaveLength(1);
    expect(await pendingHoldsOf(t.db, member.id)).toBe(80_000n);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 0n });
    expect(await payOutAudits(member.id)).toHaveLength(1);
  }, 120_000);
});
