import { describe, expect, it } from 'vitest';
import { createMember, fundMember, uniqueSuffix } from '../../../test/factories.ts';
import { ownStatementsOf, useStatementCountingApp } from '../../../test/statement-counts.ts';
import { findMemberAccounts, readMemberBalances } from './ledger-repository.ts';
import { house, type Movement, memberAccount, moneyRefusalOf, moneyStep, systemSide } from './money-step.ts';

// moveMany: many movements in one call of ledger_post_transfers (migration 0035), each posted,
// duplicate or refused on its own.
const t = useStatementCountingApp();

async function fundedMember(cash: bigint) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash);
  return { memberId: member.id, accounts: await findMemberAccounts(t.db, member.id) };
}

// A conditional debit of the member's cash (moveMany takes no stakes on the autocommit handle: the
// stake guard's lock needs a transaction).
const hold = (
  member: { memberId: number; accounts: { cash: number } },
  amount: bigint,
  key: string,
): Movement => ({
  why: 'exchange_hold',
  amount,
  from: memberAccount(member.accounts.cash),
  to: systemSide('withdrawal_pending', member.memberId),
  key,
  reference: `test:${key}`,
});

const ledgerTxsOf = (keys: string[]) =>
  t.db
    .selectFrom('ledger_tx')
    .select(['id', 'idempotency_key as key'])
    .where('idempotency_key', 'in', keys)
    .execute();

const entrySumsOf = (txIds: bigint[]) =>
  t.db
    .selectFrom('ledger_entry')
    .select((eb) => [
      'tx_id as txId',
      eb.fn.sum<string>('amount').as('total'),
      eb.fn.countAll<string>().as('legs'),
    ])
    .where('tx_id', 'in', txIds)
    .groupBy('tx_id')
    .execute();

describe('moneyStep.moveMany', () => {
  it('when a group mixes new, reused, repeated and short movements, then each answers its own outcome and only the posted ones move money', async () => {
    const rich = await fundedMember(10_000n);
    const poor = await fundedMember(500n);
    const money = moneyStep(t.db);
    const run = uniqueSuffix(12);
    const usedKey = `many:${run}:used`;
    const earlier = await t.db.transaction().execute((trx) => money.move(trx, hold(rich, 1_000n, usedKey)));

    const movements: Movement[] = [
      hold(rich, 1_000n, `many:${run}:a`),
      hold(rich, 5n, usedKey),
      hold(poor, 1_000n, `many:${run}:short`),
      {
        why: 'cash_to_point',
        amount: 2_000n,
        from: memberAccount(rich.accounts.cash),
        to: memberAccount(rich.accounts.point),
        key: `many:${run}:b`,
        reference: 'test',
      },
      hold(rich, 3n, `many:${run}:b`),
      hold(rich, 6_000n, `many:${run}:c`),
      // The running balance: 10,000 - 1,000 - 1,000 - 2,000 - 6,000 leaves nothing for this one.
      hold(rich, 1n, `many:${run}:after-c`),
      {
        why: 'charge',
        amount: 600n,
        from: systemSide('bank_clearing', poor.memberId),
        to: memberAccount(poor.accounts.cash),
        key: `many:${run}:charge`,
        reference: 'test',
      },
      // Refused above with 500; the charge in the same group makes it 1,100.
      hold(poor, 1_000n, `many:${run}:after-charge`),
    ];
    const outcomes = await money.moveMany(t.db, movements);

    expect(outcomes.map((outcome) => Object.keys(outcome)[0])).toEqual([
      'txId',
      'duplicate',
      'refused',
      'txId',
      'duplicate',
      'txId',
      'refused',
      'txId',
      'txId',
    ]);
    expect(outcomes[2]).toEqual({ refused: 'notEnoughMoney' });
    expect(await readMemberBalances(t.db, rich.memberId)).toMatchObject({ cash: 0n, point: 2_000n });
    expect(await readMemberBalances(t.db, poor.memberId)).toMatchObject({ cash: 100n });

    const written = await ledgerTxsOf(movements.map((movement) => movement.key));
    expect(written.map((row) => row.key).sort()).toEqual(
      [usedKey, ...['a', 'b', 'c', 'charge', 'after-charge'].map((name) => `many:${run}:${name}`)].sort(),
    );
    expect(written.find((row) => row.key === usedKey)?.id).toBe(earlier.txId);
    const postedIds = outcomes.flatMap((outcome) => ('txId' in outcome ? [outcome.txId] : []));
    const sums = await entrySumsOf(postedIds);
    expect(sums).toHaveLength(5);
    for (const sum of sums)
      expect({ total: Number(sum.total), legs: Number(sum.legs) }).toEqual({ total: 0, legs: 2 });
  });

  it('when a stake comes to moveMany on the database handle, then it is refused before anything is written', async () => {
    const member = await fundedMember(5_000n);
    const key = `stake:${uniqueSuffix(12)}`;
    const stake: Movement = { ...hold(member, 100n, key), why: 'bet_stake', to: house(member.memberId) };
    await expect(moneyStep(t.db).moveMany(t.db, [stake])).rejects.toThrow('inside a transaction');
    expect(await readMemberBalances(t.db, member.memberId)).toMatchObject({ cash: 5_000n });
  });

  it('when a group is posted on the database handle, then it sends one statement and commits on its own', async () => {
    const members = await Promise.all([0, 1, 2].map(() => fundedMember(5_000n)));
    const money = moneyStep(t.db);
    const run = uniqueSuffix(12);
    // The shard cache read once before counting.
    await money.systemAccountOf('withdrawal_pending', members[0]!.memberId);
    const movements = members.flatMap((member, index) => [
      hold(member, 100n, `count:${run}:${index}:1`),
      hold(member, 200n, `count:${run}:${index}:2`),
    ]);
    let outcomes: Awaited<ReturnType<typeof money.moveMany>> = [];
    const sent = await t.countStatements(async () => {
      outcomes = await money.moveMany(t.db, movements);
    });
    expect(ownStatementsOf(sent).map((statement) => statement.sql)).toEqual([
      expect.stringContaining('ledger_post_transfers('),
    ]);
    expect(outcomes.every((outcome) => 'txId' in outcome)).toBe(true);
    for (const member of members) {
      expect((await readMemberBalances(t.db, member.memberId)).cash).toBe(4_700n);
    }
  });

  it('when a group runs inside a transaction that rolls back, then nothing of it stays', async () => {
    const member = await fundedMember(1_000n);
    const money = moneyStep(t.db);
    const key = `rollback:${uniqueSuffix(12)}`;
    await expect(
      t.db.transaction().execute(async (trx) => {
        const outcomes = await money.moveMany(trx, [hold(member, 400n, key)]);
        expect(outcomes).toEqual([{ txId: expect.any(BigInt) }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await readMemberBalances(t.db, member.memberId)).cash).toBe(1_000n);
    expect(await ledgerTxsOf([key])).toEqual([]);
  });

  it('when 40 groups and 20 single movements over crossing accounts run at once, then none deadlocks and the money adds up', async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(3_000n)));
    const money = moneyStep(t.db);
    const run = uniqueSuffix(12);
    const pick = () => members[Math.floor(Math.random() * members.length)]!;
    const groups = Array.from({ length: 40 }, (_, group) =>
      Array.from({ length: 6 }, (_, index): Movement => {
        const [payer, payee] = [pick(), pick()];
        const key = `cross:${run}:${group}:${index}`;
        if (payer === payee) return hold(payer, 50n, key);
        return {
          why: 'adjustment',
          amount: BigInt(1 + Math.floor(Math.random() * 400)),
          from: memberAccount(payer.accounts.cash),
          to: memberAccount(payee.accounts.cash),
          key,
          reference: 'test',
        };
      }),
    );
    // Single movements (ledger_post_transfer, migration 0031) between the same accounts meanwhile.
    const singles = Array.from({ length: 20 }, (_, index) => {
      const [payer, payee] = [pick(), pick()];
      return t.db
        .transaction()
        .execute((trx) =>
          money.move(trx, {
            why: 'adjustment',
            amount: 10n,
            from: memberAccount(payer.accounts.cash),
            to: memberAccount(payee.accounts.cash),
            key: `cross:${run}:single:${index}`,
            reference: 'test',
          }),
        )
        .catch((error: unknown) => {
          if (moneyRefusalOf(error) !== 'notEnoughMoney') throw error;
        });
    });
    const [grouped] = await Promise.all([
      Promise.all(groups.map((group) => money.moveMany(t.db, group))),
      Promise.all(singles),
    ]);
    const outcomes = grouped.flat();
    const held = groups
      .flat()
      .filter((movement, index) => movement.why === 'exchange_hold' && 'txId' in outcomes[index]!)
      .reduce((sum, movement) => sum + movement.amount, 0n);
    let cash = 0n;
    for (const member of members) cash += (await readMemberBalances(t.db, member.memberId)).cash;
    expect(cash).toBe(6n * 3_000n - held);
    expect(outcomes.filter((outcome) => 'duplicate' in outcome)).toEqual([]);
  });
});
