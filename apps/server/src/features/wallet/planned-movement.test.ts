import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, uniqueSuffix } from '../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { arrayOf } from '../../lib/db/pg-array.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { findMemberAccounts, findSystemAccount } from './ledger-repository.ts';
import { house, MoneyRefused, memberAccount, moneyStep } from './money-step.ts';

// A movement planned by the money step and posted inside a product's own statement (plan, post):
// the legs come from the seam, and so do the refusals.
const t = useLedgerCheckedApp();

const stakeOf = async (cash: bigint, amount: bigint) => {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash);
  const accounts = await findMemberAccounts(t.db, member.id);
  const key = `plan:${uniqueSuffix(12)}`;
  const movement = {
    why: 'bet_stake' as const,
    amount,
    from: memberAccount(accounts.cash),
    to: house(member.id),
    key,
    reference: key,
  };
  return { member, accounts, movement };
};

/** A product's statement: ledger_post_transfer as one call, answering whether the key was used. */
const postPlanned = (step: ReturnType<typeof moneyStep>, planned: Awaited<ReturnType<typeof step.plan>>) =>
  t.db.transaction().execute((trx) =>
    step.post(
      async () => {
        const result = await sql<{ is_duplicate: boolean }>`
          select is_duplicate from ledger_post_transfer(${planned.why}::text, ${planned.reference}::text,
            ${planned.key}::text, null, null, ${arrayOf(planned.accountIds, 'integer')},
            ${arrayOf(planned.amounts, 'bigint')})`.execute(trx);
        return result.rows[0]?.is_duplicate ?? false;
      },
      (isDuplicate) => isDuplicate,
    ),
  );

describe('a planned movement', () => {
  it("when a stake is planned, then its legs debit the member's cash and credit their house shard", async () => {
    const { member, accounts, movement } = await stakeOf(10_000n, 4_000n);
    const step = moneyStep(t.db);
    const planned = await t.db.transaction().execute((trx) => step.plan(trx, movement));
    const houseShard = await findSystemAccount(t.db, 'house', member.id);
    expect(planned).toEqual({
      why: 'bet_stake',
      reference: movement.key,
      key: movement.key,
      accountIds: [accounts.cash, houseShard],
      amounts: [-4_000n, 4_000n],
    });
    expect(await postPlanned(step, planned)).toBe(false);
    const balance = await t.db
      .selectFrom('account')
      .select('balance')
      .where('id', '=', accounts.cash)
      .executeTakeFirstOrThrow();
    expect(balance.balance).toBe(6_000n);
  });

  it('when the cash is short or the key moved money before, then post refuses as move does', async () => {
    const short = await stakeOf(1_000n, 4_000n);
    const step = moneyStep(t.db);
    const refused = await t.db.transaction().execute((trx) => step.plan(trx, short.movement));
    await expect(postPlanned(step, refused)).rejects.toEqual(new MoneyRefused('notEnoughMoney'));
    const { movement } = await stakeOf(10_000n, 1_000n);
    const planned = await t.db.transaction().execute((trx) => step.plan(trx, movement));
    await postPlanned(step, planned);
    await expect(postPlanned(step, planned)).rejects.toBeInstanceOf(AppError);
  });

  it('when a movement would repay debts, then it cannot be planned', async () => {
    const { member, accounts, movement } = await stakeOf(10_000n, 1_000n);
    const toDebts = {
      ...movement,
      from: house(member.id),
      to: { cashAfterDebts: { memberId: member.id, cashAccountId: accounts.cash } },
    };
    await expect(t.db.transaction().execute((trx) => moneyStep(t.db).plan(trx, toDebts))).rejects.toThrow();
  });
});
