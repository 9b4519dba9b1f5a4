import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMember, uniqueSuffix } from '../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { checkLedger } from './ledger-check-repository.ts';
import { findMemberAccounts, type MemberAccounts, readMemberBalances } from './ledger-repository.ts';
import { type Holder, house, memberAccount, moneyRefusalOf, moneyStep, systemSide } from './money-step.ts';

const t = useLedgerCheckedApp();

/** What a step asks the money step to do, for which member, how much, under which of a few keys. */
type Step = {
  action: 'charge' | 'stake' | 'payout' | 'refund' | 'reversal' | 'cashToPoint' | 'pointToCash';
  member: number;
  amount: number;
  key: number;
};

type Balances = { cash: bigint; point: bigint };

/** Each action's ledger kind and its sides: which member account it debits or credits, and the other side. */
const actions: Record<
  Step['action'],
  { why: LedgerTxKind; from: 'cash' | 'point' | 'system'; to: 'cash' | 'point' | 'system' }
> = {
  charge: { why: 'charge', from: 'system', to: 'cash' },
  stake: { why: 'bet_stake', from: 'cash', to: 'system' },
  payout: { why: 'bet_payout', from: 'system', to: 'cash' },
  refund: { why: 'casino_rollback', from: 'system', to: 'cash' },
  reversal: { why: 'bet_reversal', from: 'cash', to: 'system' },
  cashToPoint: { why: 'cash_to_point', from: 'cash', to: 'point' },
  pointToCash: { why: 'point_to_cash', from: 'point', to: 'cash' },
};

const stepArbitrary: fc.Arbitrary<Step> = fc.record({
  action: fc.constantFrom(...(Object.keys(actions) as Step['action'][])),
  member: fc.nat({ max: 2 }),
  // Small amounts against small balances: refusals for too little money come often.
  amount: fc.integer({ min: 1, max: 30_000 }),
  // A handful of keys per run: repeats (with the same or another body) come often.
  key: fc.nat({ max: 11 }),
});

const countLedgerTxs = async () =>
  Number(
    (
      await t.db
        .selectFrom('ledger_tx')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the money step', () => {
  it('when random stakes, payouts, refunds, reversals and conversions run, then the ledger holds and a key moves money once', async () => {
    const members = await Promise.all([0, 1, 2].map(() => createMember(t.db)));
    const accounts: MemberAccounts[] = await Promise.all(
      members.map((member) => findMemberAccounts(t.db, member.id)),
    );
    const money = moneyStep(t.db);

    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 25 }), async (steps) => {
        const run = uniqueSuffix(12);
        const usedKeys = new Set<string>();
        const expected: Balances[] = await Promise.all(
          members.map(async (member) => {
            const { cash, point } = await readMemberBalances(t.db, member.id);
            return { cash, point };
          }),
        );
        for (const step of steps) {
          const memberId = members[step.member]!.id;
          const ids = accounts[step.member]!;
          const { why, from, to } = actions[step.action];
          const holderOf = (side: 'cash' | 'point' | 'system'): Holder =>
            side === 'system'
              ? step.action === 'charge'
                ? systemSide('bank_clearing', memberId)
                : house(memberId)
              : memberAccount(ids[side]);
          const key = `property:${run}:${step.key}`;
          const amount = BigInt(step.amount);
          const before = expected[step.member]!;
          const txsBefore = await countLedgerTxs();

          let outcome: 'moved' | 'notEnoughMoney' | 'keyReused';
          try {
            await t.db.transaction().execute((trx) =>
              money.move(trx, {
                why,
                amount,
                from: holderOf(from),
                to: holderOf(to),
                key,
                reference: `test:${run}`,
              }),
            );
            outcome = 'moved';
          } catch (error) {
            if (moneyRefusalOf(error) === 'notEnoughMoney') outcome = 'notEnoughMoney';
            else if (error instanceof AppError && error.kind === 'idempotencyKeyReused')
              outcome = 'keyReused';
            else throw error;
          }

          const isKeyUsed = usedKeys.has(key);
          const isShort = from !== 'system' && before[from] < amount;
          expect(outcome).toBe(isKeyUsed ? 'keyReused' : isShort ? 'notEnoughMoney' : 'moved');
          if (outcome === 'moved') {
            usedKeys.add(key);
            if (from !== 'system') before[from] -= amount;
            if (to !== 'system') before[to] += amount;
          }

          expect(await countLedgerTxs()).toBe(txsBefore + (outcome === 'moved' ? 1 : 0));
          const balances = await readMemberBalances(t.db, memberId);
          expect({ cash: balances.cash, point: balances.point }).toEqual(before);
          expect((await checkLedger(t.db)).violations).toEqual([]);
        }
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
