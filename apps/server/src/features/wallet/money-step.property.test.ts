import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMember, uniqueSuffix } from '../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { checkLedger } from './ledger-check-repository.ts';
import { findMemberAccounts, type MemberAccounts, readMemberBalances } from './ledger-repository.ts';
import {
  type Holder,
  house,
  type Movement,
  memberAccount,
  moneyRefusalOf,
  moneyStep,
  systemSide,
} from './money-step.ts';

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

/** A turn of a run: one movement through move, or a group of them through moveMany. */
type Turn = Step | { batch: Step[]; isInTransaction: boolean };

const turnArbitrary: fc.Arbitrary<Turn> = fc.oneof(
  stepArbitrary,
  fc.record({
    batch: fc.array(stepArbitrary, { minLength: 1, maxLength: 6 }),
    isInTransaction: fc.boolean(),
  }),
);

type Outcome = 'moved' | 'notEnoughMoney' | 'keyReused';

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
  it('when random stakes, payouts, refunds, reversals and conversions run, alone or in moveMany groups, then the ledger holds and a key moves money once', async () => {
    const members = await Promise.all([0, 1, 2].map(() => createMember(t.db)));
    const accounts: MemberAccounts[] = await Promise.all(
      members.map((member) => findMemberAccounts(t.db, member.id)),
    );
    const money = moneyStep(t.db);

    await fc.assert(
      fc.asyncProperty(fc.array(turnArbitrary, { minLength: 1, maxLength: 25 }), async (turns) => {
        const run = uniqueSuffix(12);
        const usedKeys = new Set<string>();
        const expected: Balances[] = await Promise.all(
          members.map(async (member) => {
            const { cash, point } = await readMemberBalances(t.db, member.id);
            return { cash, point };
          }),
        );
        const holdersOf = (step: Step) => {
          const memberId = members[step.member]!.id;
          const ids = accounts[step.member]!;
          const holderOf = (side: 'cash' | 'point' | 'system'): Holder =>
            side === 'system'
              ? step.action === 'charge'
                ? systemSide('bank_clearing', memberId)
                : house(memberId)
              : memberAccount(ids[side]);
          const { why, from, to } = actions[step.action];
          return { why, from: holderOf(from), to: holderOf(to) };
        };
        const movementOf = (step: Step): Movement => ({
          ...holdersOf(step),
          amount: BigInt(step.amount),
          key: `property:${run}:${step.key}`,
          reference: `test:${run}`,
        });
        /** The model's answer to a step, and its balances moved when the step moves money. */
        const expectedOutcomeOf = (step: Step): Outcome => {
          const key = `property:${run}:${step.key}`;
          const { from, to } = actions[step.action];
          const before = expected[step.member]!;
          const amount = BigInt(step.amount);
          if (usedKeys.has(key)) return 'keyReused';
          if (from !== 'system' && before[from] < amount) return 'notEnoughMoney';
          usedKeys.add(key);
          if (from !== 'system') before[from] -= amount;
          if (to !== 'system') before[to] += amount;
          return 'moved';
        };
        const expectModelHolds = async (txsBefore: number, moved: number) => {
          expect(await countLedgerTxs()).toBe(txsBefore + moved);
          for (const [index, member] of members.entries()) {
            const balances = await readMemberBalances(t.db, member.id);
            expect({ cash: balances.cash, point: balances.point }).toEqual(expected[index]);
          }
          expect((await checkLedger(t.db)).violations).toEqual([]);
        };

        for (const turn of turns) {
          const txsBefore = await countLedgerTxs();
          if ('batch' in turn) {
            // A group through moveMany, on its own (autocommit) or in a transaction; a group with a
            // stake always in one (the stake guard's lock needs it; the handle refuses stakes).
            const movements = turn.batch.map(movementOf);
            const hasStake = turn.batch.some((step) => step.action === 'stake');
            const answers =
              turn.isInTransaction || hasStake
                ? await t.db.transaction().execute((trx) => money.moveMany(trx, movements))
                : await money.moveMany(t.db, movements);
            const outcomes = answers.map(
              (answer): Outcome =>
                'txId' in answer ? 'moved' : 'duplicate' in answer ? 'keyReused' : answer.refused,
            );
            const expectedOutcomes = turn.batch.map(expectedOutcomeOf);
            expect(outcomes).toEqual(expectedOutcomes);
            await expectModelHolds(txsBefore, outcomes.filter((outcome) => outcome === 'moved').length);
            continue;
          }
          let outcome: Outcome;
          try {
            await t.db.transaction().execute((trx) => money.move(trx, movementOf(turn)));
            outcome = 'moved';
          } catch (error) {
            if (moneyRefusalOf(error) === 'notEnoughMoney') outcome = 'notEnoughMoney';
            else if (error instanceof AppError && error.kind === 'idempotencyKeyReused')
              outcome = 'keyReused';
            else throw error;
          }
          expect(outcome).toBe(expectedOutcomeOf(turn));
          await expectModelHolds(txsBefore, outcome === 'moved' ? 1 : 0);
        }
      }),
      { numRuns: 20 },
    );
  }, 300_000);
});
