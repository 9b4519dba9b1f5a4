import { paymentCode } from '@hanpan/core/api/payments';
import { conversionCode } from '@hanpan/core/api/wallet-codes';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember, createStaffRow, signIn, uniqueSuffix } from '../../../test/factories.ts';
import { envelope, postJson } from '../../../test/http.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import type { MemberAccountKind } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { readMemberBalances } from './ledger-repository.ts';

// A simple model of each member's balances and open requests; every step runs against the real
// app and the model, and after every step the database must equal the model.

type Balances = Record<MemberAccountKind, bigint>;
type Request = { id: number; amount: bigint };
type MemberModel = {
  balances: Balances;
  pendingCharge: Request | null;
  pendingExchanges: Request[];
  decidedChargeIds: number[];
  decidedExchangeIds: number[];
};
type Member = { id: number; cookie: string; model: MemberModel };

type Step =
  | { kind: 'charge'; who: number; amount: number }
  | { kind: 'approveCharge' | 'rejectCharge'; who: number }
  | { kind: 'exchange'; who: number; amount: number }
  | { kind: 'approveExchange' | 'rejectExchange'; who: number; pick: number }
  | { kind: 'pointToCash' | 'agencyToPoint' | 'agencyToCash'; who: number }
  | { kind: 'cashToPoint'; who: number; amount: number }
  | { kind: 'adjust'; who: number; account: MemberAccountKind; amount: number }
  | { kind: 'replay' };

// The money settings' defaults (migration 0002): minimum charge/exchange and point conversion.
const limits = { minCharge: 10_000n, minExchange: 10_000n, minPointConversion: 1_000n } as const;

const who = fc.integer({ min: 0, max: 1 });
// Weighted so most calls get through (a few below the minimum) and settlement cash shows up.
const amountOr = (valid: fc.Arbitrary<number>, belowMinimum: number) =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: fc.constant(belowMinimum), weight: 1 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('charge' as const),
      who,
      amount: amountOr(fc.integer({ min: 10_000, max: 300_000 }), 5_000),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constantFrom('approveCharge' as const, 'rejectCharge' as const), who }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('exchange' as const),
      who,
      amount: amountOr(fc.integer({ min: 10_000, max: 300_000 }), 9_999),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('approveExchange' as const, 'rejectExchange' as const),
      who,
      pick: fc.nat({ max: 5 }),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('pointToCash' as const, 'agencyToPoint' as const, 'agencyToCash' as const),
      who,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('cashToPoint' as const),
      who,
      amount: fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1_000, max: 200_000 })),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('adjust' as const),
      who,
      account: fc.constantFrom<MemberAccountKind>('cash', 'point', 'agency_cash'),
      amount: fc.integer({ min: -50_000, max: 100_000 }).filter((amount) => amount !== 0),
    }),
    weight: 2,
  },
  { arbitrary: fc.constant({ kind: 'replay' as const }), weight: 1 },
);

let t: TestApp;
let staff: StaffActor;
let members: Member[];
beforeAll(async () => {
  t = await createTestApp();
  staff = { staffId: (await createStaffRow(t.db)).id, ip: '10.0.0.1' };
  members = [];
  for (let index = 0; index < 2; index += 1) {
    const member = await createMember(t.db);
    members.push({ id: member.id, cookie: await signIn(t.app, member), model: emptyModel() });
  }
});
afterEach(async () => {
  await expectLedgerBalanced(t.db);
});
afterAll(async () => {
  await t.close();
});

function emptyModel(): MemberModel {
  return {
    balances: { cash: 0n, point: 0n, agency_cash: 0n },
    pendingCharge: null,
    pendingExchanges: [],
    decidedChargeIds: [],
    decidedExchangeIds: [],
  };
}

/** The model of a member as the database has it when a run starts (runs share the two members). */
async function loadModel(memberId: number): Promise<MemberModel> {
  const charge = await t.db
    .selectFrom('charge_request')
    .select(['id', 'amount'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  const exchanges = await t.db
    .selectFrom('exchange_request')
    .select(['id', 'amount'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .orderBy('id')
    .execute();
  return {
    ...emptyModel(),
    balances: await readMemberBalances(t.db, memberId),
    pendingCharge: charge ?? null,
    pendingExchanges: exchanges,
  };
}

type Sent = {
  url: string;
  body: unknown;
  key: string;
  member: Member;
  reply: { code: number; data: unknown };
};

/** Posts a member call and returns code and data (the userContext is checked by other tests). */
async function send(
  member: Member,
  url: string,
  body?: unknown,
  key = `m-${uniqueSuffix(16)}`,
): Promise<Sent> {
  const response = await postJson(t.app, `/api${url}`, body, {
    cookie: member.cookie,
    headers: { 'idempotency-key': key },
  });
  const { code, data } = envelope(response);
  return { url, body, key, member, reply: { code, data } };
}

const itemId = (sent: Sent) => (sent.reply.data as { item: { id: number } }).item.id;

/** Runs one step against the app and the model; returns the member call sent, if any. */
async function runStep(step: Step, lastSent: Sent | null): Promise<Sent | null> {
  if (step.kind === 'replay') {
    if (!lastSent) return null;
    const again = await send(lastSent.member, lastSent.url, lastSent.body, lastSent.key);
    expect(again.reply).toEqual(lastSent.reply);
    return lastSent;
  }
  const member = members[step.who] as Member;
  const model = member.model;
  const { balances } = model;
  switch (step.kind) {
    case 'charge': {
      const amount = BigInt(step.amount);
      const sent = await send(member, '/amount/charge', { amount: step.amount, depositorName: '홍길동' });
      if (amount < limits.minCharge) expect(sent.reply.code).toBe(paymentCode.belowMinimum);
      else if (model.pendingCharge) expect(sent.reply.code).toBe(paymentCode.pendingExists);
      else {
        expect(sent.reply.code).toBe(paymentCode.ok);
        model.pendingCharge = { id: itemId(sent), amount };
      }
      return sent;
    }
    case 'approveCharge':
    case 'rejectCharge': {
      const isApprove = step.kind === 'approveCharge';
      const target = model.pendingCharge?.id ?? model.decidedChargeIds.at(-1);
      if (target === undefined) return lastSent;
      const outcome = isApprove
        ? await t.app.services.payments.approveCharge(staff, target)
        : await t.app.services.payments.rejectCharge(staff, target, '입금 확인 불가');
      if (!model.pendingCharge) {
        expect(outcome.kind).toBe('notPending');
        return lastSent;
      }
      expect(outcome.kind).toBe(isApprove ? 'approved' : 'rejected');
      if (isApprove) balances.cash += model.pendingCharge.amount;
      model.decidedChargeIds.push(target);
      model.pendingCharge = null;
      return lastSent;
    }
    case 'exchange': {
      const amount = BigInt(step.amount);
      const sent = await send(member, '/amount/exchange', {
        amount: step.amount,
        exchangePassword: 'test1234',
      });
      if (amount < limits.minExchange) expect(sent.reply.code).toBe(paymentCode.belowMinimum);
      else if (amount > balances.cash) expect(sent.reply.code).toBe(paymentCode.insufficientBalance);
      else {
        expect(sent.reply.code).toBe(paymentCode.ok);
        balances.cash -= amount;
        model.pendingExchanges.push({ id: itemId(sent), amount });
      }
      return sent;
    }
    case 'approveExchange':
    case 'rejectExchange': {
      const isApprove = step.kind === 'approveExchange';
      const pending = model.pendingExchanges[step.pick % Math.max(model.pendingExchanges.length, 1)];
      const target = pending?.id ?? model.decidedExchangeIds.at(-1);
      if (target === undefined) return lastSent;
      const outcome = isApprove
        ? await t.app.services.payments.approveExchange(staff, target)
        : await t.app.services.payments.rejectExchange(staff, target, '계좌 확인 불가');
      if (!pending) {
        expect(outcome.kind).toBe('notPending');
        return lastSent;
      }
      // Amounts stay below the dual-approval threshold (1,000,000), so one approval pays out.
      expect(outcome.kind).toBe(isApprove ? 'approved' : 'rejected');
      if (!isApprove) balances.cash += pending.amount;
      model.pendingExchanges = model.pendingExchanges.filter((request) => request.id !== target);
      model.decidedExchangeIds.push(target);
      return lastSent;
    }
    case 'pointToCash': {
      const sent = await send(member, '/amount/pointToCash');
      if (balances.point === 0n) expect(sent.reply.code).toBe(conversionCode.nothing);
      else if (balances.point < limits.minPointConversion)
        expect(sent.reply.code).toBe(conversionCode.belowMinimum);
      else {
        expect(sent.reply.code).toBe(conversionCode.ok);
        balances.cash += balances.point;
        balances.point = 0n;
      }
      return sent;
    }
    case 'agencyToPoint':
    case 'agencyToCash': {
      const isToPoint = step.kind === 'agencyToPoint';
      const sent = await send(
        member,
        isToPoint ? '/agency/addAgencyCashToPointAll' : '/agency/addAgencyCashToMoneyAll',
      );
      if (balances.agency_cash === 0n) expect(sent.reply.code).toBe(conversionCode.nothing);
      else {
        expect(sent.reply.code).toBe(conversionCode.ok);
        balances[isToPoint ? 'point' : 'cash'] += balances.agency_cash;
        balances.agency_cash = 0n;
      }
      return sent;
    }
    case 'cashToPoint': {
      const amount = BigInt(step.amount);
      const sent = await send(member, '/amount/cashToPoint', { amount: step.amount });
      if (amount > balances.cash) expect(sent.reply.code).toBe(conversionCode.insufficientBalance);
      else {
        expect(sent.reply.code).toBe(conversionCode.ok);
        balances.cash -= amount;
        balances.point += amount;
      }
      return sent;
    }
    case 'adjust': {
      const outcome = await t.app.services.wallet.adjustBalance(staff, {
        memberId: member.id,
        account: step.account,
        amount: step.amount,
        reason: '모델 테스트',
        idempotencyKey: `model-${uniqueSuffix(16)}`,
      });
      const after = balances[step.account] + BigInt(step.amount);
      if (after < 0n) expect(outcome).toEqual({ kind: 'insufficient' });
      else {
        expect(outcome).toMatchObject({ kind: 'adjusted', balance: Number(after) });
        balances[step.account] = after;
      }
      return lastSent;
    }
  }
}

describe('money model', () => {
  it('when random sequences of deposits, withdrawals, decisions, conversions and adjustments run, then the balances follow the model and the ledger stays balanced', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArb, { minLength: 5, maxLength: 30 }), async (steps) => {
        for (const member of members) member.model = await loadModel(member.id);
        let lastSent: Sent | null = null;
        for (const step of steps) {
          lastSent = await runStep(step, lastSent);
          for (const member of members) {
            expect(await readMemberBalances(t.db, member.id)).toEqual(member.model.balances);
          }
          await expectLedgerBalanced(t.db);
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});
