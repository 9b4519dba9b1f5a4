import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createMember, fundMember, uniqueSuffix } from '../../../test/factories.ts';
import { useStatementCountingApp } from '../../../test/statement-counts.ts';
import type { Db } from '../../lib/db/database.ts';
import {
  findMemberAccounts,
  findSystemAccount,
  InsufficientFundsError,
  postTransfer,
  readMemberBalances,
  type Transfer,
} from './ledger-repository.ts';

// postTransfer as one call of ledger_post_transfer (migration 0031): the same answers as the
// statement-by-statement version it replaced, in one round trip.
const t = useStatementCountingApp();

async function fundedMember(cash: bigint) {
  const member = await createMember(t.db);
  await fundMember(t.db, member.id, cash);
  return { member, accounts: await findMemberAccounts(t.db, member.id) };
}

const accountBalance = async (accountId: number) =>
  (await t.db.selectFrom('account').select('balance').where('id', '=', accountId).executeTakeFirstOrThrow())
    .balance;

const entriesOf = (idempotencyKey: string) =>
  t.db
    .selectFrom('ledger_entry as e')
    .innerJoin('ledger_tx as x', 'x.id', 'e.tx_id')
    .select(['e.account_id as accountId', 'e.amount'])
    .where('x.idempotency_key', '=', idempotencyKey)
    .orderBy('e.id')
    .execute();

const post = (transfer: Transfer, db: Db = t.db) =>
  db.transaction().execute((trx) => postTransfer(trx, transfer));

describe('postTransfer in one round trip', () => {
  it('when a transfer is posted, then it sends one statement', async () => {
    const { accounts } = await fundedMember(10_000n);
    const sent = await t.countStatements(() =>
      post(
        {
          kind: 'cash_to_point',
          reference: 'test',
          idempotencyKey: `count:${uniqueSuffix(12)}`,
          legs: [
            { accountId: accounts.cash, amount: -1_000n },
            { accountId: accounts.point, amount: 1_000n },
          ],
        },
        t.db,
      ),
    );
    // BEGIN, the posting, COMMIT.
    expect(sent.count).toBe(3);
  });

  it('when a transfer moves cash from one member to another and the house, then every balance and entry is written in account-id order', async () => {
    const payer = await fundedMember(10_000n);
    const payee = await fundedMember(0n);
    const house = await findSystemAccount(t.db, 'house', payer.member.id);
    const houseBefore = await accountBalance(house);
    const key = `three:${uniqueSuffix(12)}`;
    const legs = [
      { accountId: payee.accounts.cash, amount: 7_000n },
      { accountId: payer.accounts.cash, amount: -10_000n },
      { accountId: house, amount: 3_000n },
    ];
    const posted = await post({ kind: 'adjustment', reference: 'test', idempotencyKey: key, legs });
    expect(posted.kind).toBe('posted');
    expect(await accountBalance(payer.accounts.cash)).toBe(0n);
    expect(await accountBalance(payee.accounts.cash)).toBe(7_000n);
    expect(await accountBalance(house)).toBe(houseBefore + 3_000n);
    expect(await entriesOf(key)).toEqual([...legs].sort((a, b) => a.accountId - b.accountId));
  });

  it('when two members pay each other at once many times, then no posting deadlocks and the cash is conserved', async () => {
    const first = await fundedMember(1_000n);
    const second = await fundedMember(1_000n);
    // Legs listed in opposite orders: the function still takes the rows in account-id order.
    const postings = Array.from({ length: 40 }, (_, index) => {
      const [from, to] = index % 2 === 0 ? [first, second] : [second, first];
      return post({
        kind: 'adjustment',
        reference: 'test',
        idempotencyKey: `both-ways:${uniqueSuffix(12)}`,
        legs: [
          { accountId: from.accounts.cash, amount: -10n },
          { accountId: to.accounts.cash, amount: 10n },
        ],
      });
    });
    expect((await Promise.all(postings)).every((posting) => posting.kind === 'posted')).toBe(true);
    expect(await accountBalance(first.accounts.cash)).toBe(1_000n);
    expect(await accountBalance(second.accounts.cash)).toBe(1_000n);
  });

  it('when a debit exceeds the cash after a house leg was applied, then it throws with that account and nothing stays', async () => {
    const { member, accounts } = await fundedMember(1_000n);
    const house = await findSystemAccount(t.db, 'house', member.id);
    const houseBefore = await accountBalance(house);
    const key = `refused:${uniqueSuffix(12)}`;
    const refused = post({
      kind: 'bet_stake',
      reference: 'test',
      idempotencyKey: key,
      // The house row comes first in account-id order (system accounts are made by the migration).
      legs: [
        { accountId: house, amount: 1_001n },
        { accountId: accounts.cash, amount: -1_001n },
      ],
    });
    await expect(refused).rejects.toBeInstanceOf(InsufficientFundsError);
    await expect(refused).rejects.toMatchObject({ accountId: accounts.cash });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 1_000n });
    expect(await accountBalance(house)).toBe(houseBefore);
    expect(
      await t.db.selectFrom('ledger_tx').select('id').where('idempotency_key', '=', key).execute(),
    ).toEqual([]);
    expect(await entriesOf(key)).toEqual([]);
  });

  it('when a refused debit is rolled back to its savepoint, then the rest of the transaction commits (the group committer)', async () => {
    const { member, accounts } = await fundedMember(1_000n);
    const okKey = `kept:${uniqueSuffix(12)}`;
    await t.db.transaction().execute(async (trx) => {
      await sql`savepoint unit_0`.execute(trx);
      await expect(
        postTransfer(trx, {
          kind: 'cash_to_point',
          reference: 'test',
          idempotencyKey: `over:${uniqueSuffix(12)}`,
          legs: [
            { accountId: accounts.cash, amount: -5_000n },
            { accountId: accounts.point, amount: 5_000n },
          ],
        }),
      ).rejects.toBeInstanceOf(InsufficientFundsError);
      await sql`rollback to savepoint unit_0`.execute(trx);
      await postTransfer(trx, {
        kind: 'cash_to_point',
        reference: 'test',
        idempotencyKey: okKey,
        legs: [
          { accountId: accounts.cash, amount: -400n },
          { accountId: accounts.point, amount: 400n },
        ],
      });
    });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 600n, point: 400n });
  });

  it('when a key is posted again with other legs, then nothing moves and the first tx id comes back as a duplicate', async () => {
    const { member, accounts } = await fundedMember(5_000n);
    const key = `again:${uniqueSuffix(12)}`;
    const first = await post({
      kind: 'cash_to_point',
      reference: 'test',
      idempotencyKey: key,
      legs: [
        { accountId: accounts.cash, amount: -1_000n },
        { accountId: accounts.point, amount: 1_000n },
      ],
    });
    // Even a repeat that would overdraw is answered as the duplicate: the key decides first.
    const second = await post({
      kind: 'cash_to_point',
      reference: 'test',
      idempotencyKey: key,
      legs: [
        { accountId: accounts.cash, amount: -9_000n },
        { accountId: accounts.point, amount: 9_000n },
      ],
    });
    expect(first.kind).toBe('posted');
    expect(second).toEqual({ kind: 'duplicate', txId: first.txId });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 4_000n, point: 1_000n });
    expect(await entriesOf(key)).toHaveLength(2);
  });

  it('when the statement has run often enough to be planned generically, then postings, refusals and duplicates answer the same', async () => {
    const { member, accounts } = await fundedMember(1_000n);
    const keys = Array.from({ length: 8 }, () => `generic:${uniqueSuffix(12)}`);
    const step = (idempotencyKey: string, amount: bigint) =>
      post({
        kind: 'cash_to_point',
        reference: 'test',
        idempotencyKey,
        legs: [
          { accountId: accounts.cash, amount: -amount },
          { accountId: accounts.point, amount },
        ],
      });
    const firsts = [];
    for (const key of keys) firsts.push(await step(key, 100n));
    await expect(step(`generic:${uniqueSuffix(12)}`, 201n)).rejects.toMatchObject({
      name: 'InsufficientFundsError',
      accountId: accounts.cash,
    });
    for (const [index, key] of keys.entries()) {
      expect(await step(key, 100n)).toEqual({ kind: 'duplicate', txId: firsts[index]?.txId });
    }
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 200n, point: 800n });
  });
});
