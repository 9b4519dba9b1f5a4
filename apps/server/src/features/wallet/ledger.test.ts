import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import { sql } from 'kysely';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createMember, uniqueSuffix } from '../../../test/factories.ts';
import { useLedgerCheckedApp } from '../../../test/ledger.ts';
import { checkLedger } from './ledger-check-repository.ts';
import {
  findMemberAccounts,
  findSystemAccount,
  InsufficientFundsError,
  postTransfer,
  readMemberBalances,
  type Transfer,
} from './ledger-repository.ts';
import { lockMemberAccounts } from './repository.ts';

const t = useLedgerCheckedApp();

async function fundedMember(cash: bigint) {
  const member = await createMember(t.db);
  const accounts = await findMemberAccounts(t.db, member.id);
  const bank = await findSystemAccount(t.db, 'bank_clearing', member.id);
  await t.db.transaction().execute((trx) =>
    postTransfer(trx, {
      kind: 'charge',
      reference: 'test',
      idempotencyKey: `fund:${uniqueSuffix(12)}`,
      legs: [
        { accountId: bank, amount: -cash },
        { accountId: accounts.cash, amount: cash },
      ],
    }),
  );
  return { member, accounts, bank };
}

describe('postTransfer', () => {
  it('when any feature posts money, then its kind is one core names in Korean for the 원장 내역', () => {
    // Checked by `npm run typecheck`: a kind outside core's list (e.g. 'bet_bonus') does not compile.
    expectTypeOf<Transfer['kind']>().toEqualTypeOf<LedgerTxKind>();
  });

  it('when a ledger function is handed the database handle instead of a transaction, then it does not compile', () => {
    const transfer = { kind: 'charge', reference: 'test', idempotencyKey: 'never-posted', legs: [] };
    // Never called: `npm run typecheck` fails if Trx accepts the plain handle again.
    const outsideTransaction = () => [
      // @ts-expect-error postTransfer takes a transaction (Trx) only
      postTransfer(t.db, transfer),
      // @ts-expect-error the locking reads take a transaction only
      lockMemberAccounts(t.db, 1),
    ];
    expect(outsideTransaction).toBeTypeOf('function');
  });

  it('when legs balance, then balances move and the entries are recorded', async () => {
    const { member } = await fundedMember(50_000n);
    expect(await readMemberBalances(t.db, member.id)).toEqual({ cash: 50_000n, point: 0n, agency_cash: 0n });
  });

  it('when the same idempotency key is posted twice, then the second posts nothing', async () => {
    const { member, accounts } = await fundedMember(10_000n);
    const transfer = {
      kind: 'cash_to_point' as const,
      reference: `member:${member.id}`,
      idempotencyKey: `c2p:${uniqueSuffix(12)}`,
      legs: [
        { accountId: accounts.cash, amount: -3_000n },
        { accountId: accounts.point, amount: 3_000n },
      ],
    };
    const first = await t.db.transaction().execute((trx) => postTransfer(trx, transfer));
    const second = await t.db.transaction().execute((trx) => postTransfer(trx, transfer));
    expect(first.kind).toBe('posted');
    expect(second).toEqual({ kind: 'duplicate', txId: first.kind === 'posted' ? first.txId : 0n });
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 7_000n, point: 3_000n });
  });

  it('when a debit exceeds the member balance, then it throws and nothing of the transfer stays', async () => {
    const { member, accounts } = await fundedMember(1_000n);
    const key = `over:${uniqueSuffix(12)}`;
    await expect(
      t.db.transaction().execute((trx) =>
        postTransfer(trx, {
          kind: 'cash_to_point',
          reference: 'test',
          idempotencyKey: key,
          legs: [
            { accountId: accounts.cash, amount: -1_001n },
            { accountId: accounts.point, amount: 1_001n },
          ],
        }),
      ),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await readMemberBalances(t.db, member.id)).toMatchObject({ cash: 1_000n, point: 0n });
    const tx = await t.db.selectFrom('ledger_tx').select('id').where('idempotency_key', '=', key).execute();
    expect(tx).toEqual([]);
  });

  it('when legs do not sum to zero, then postTransfer refuses before writing', async () => {
    const { accounts } = await fundedMember(1_000n);
    await expect(
      t.db.transaction().execute((trx) =>
        postTransfer(trx, {
          kind: 'adjustment',
          reference: 'test',
          idempotencyKey: `bad:${uniqueSuffix(12)}`,
          legs: [
            { accountId: accounts.cash, amount: -10n },
            { accountId: accounts.point, amount: 9n },
          ],
        }),
      ),
    ).rejects.toThrow(/Unbalanced/);
  });
});

describe('ledger tables', () => {
  it('when entries written by hand do not balance, then the commit is refused by the deferred trigger', async () => {
    const { accounts } = await fundedMember(1_000n);
    await expect(
      t.db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('ledger_tx')
          .values({ kind: 'broken', reference: 'test', idempotency_key: `hand:${uniqueSuffix(12)}` })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('ledger_entry')
          .values({ tx_id: id, account_id: accounts.cash, amount: 5n })
          .execute();
      }),
    ).rejects.toThrow(/does not balance/);
  });

  it('when anyone updates or deletes a ledger entry, then the database refuses (append-only)', async () => {
    const { accounts } = await fundedMember(1_000n);
    await expect(
      sql`update ledger_entry set amount = amount + 1 where account_id = ${accounts.cash}`.execute(t.db),
    ).rejects.toThrow(/append-only/);
    await expect(sql`delete from ledger_tx where kind = 'charge'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
  });

  it('when a balance is changed behind the ledger, then checkLedger reports the drift', async () => {
    const { accounts } = await fundedMember(1_000n);
    await t.db.updateTable('account').set({ balance: 999n }).where('id', '=', accounts.cash).execute();
    const report = await checkLedger(t.db);
    expect(report.violations).toEqual([
      {
        rule: 'balance equals the sum of entries',
        detail: `account ${accounts.cash}: balance 999, entries 1000`,
      },
    ]);
    await t.db.updateTable('account').set({ balance: 1_000n }).where('id', '=', accounts.cash).execute();
  });
});
