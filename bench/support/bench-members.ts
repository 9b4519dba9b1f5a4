// Members for the database benches: inserted through the auth repository (never signed in: the
// password hashes only have to be strings) and funded by one ledger transfer from bank clearing.

import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import { insertMember } from '../../apps/server/src/features/auth/repository.ts';
import {
  findMemberAccounts,
  findSystemAccount,
  type MemberAccounts,
  postTransfer,
} from '../../apps/server/src/features/wallet/ledger-repository.ts';
import type { Db } from '../../apps/server/src/lib/db/database.ts';

/** A bench member's id and accounts. */
export type BenchMemberRow = { memberId: number; accounts: MemberAccounts };

/**
 * `count` members named `<prefix><n>` (prefix: 2 to 6 letters, distinct per bench) with
 * 1,000,000,000 won of cash each.
 */
export async function createFundedMembers(db: Db, count: number, prefix: string): Promise<BenchMemberRow[]> {
  const partner = await db.selectFrom('partner').select('id').orderBy('id').executeTakeFirstOrThrow();
  // Distinct phone and account numbers per prefix (unique columns).
  const series = String([...prefix].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 1_000).padStart(
    3,
    '0',
  );
  const rows: BenchMemberRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const created = await insertMember(
      db,
      {
        loginId: `${prefix}${index}`,
        nick: `${prefix.slice(0, 2)}${index}`,
        phone: `01${series.slice(1)}${String(index).padStart(7, '0')}`,
        bankName: '국민은행',
        bankAccount: `${series}${String(index).padStart(11, '0')}`,
        bankHolder: '벤치',
        kakaoId: null,
        birthDate: '1990-01-01',
        partnerId: partner.id,
        joinIp: null,
        passwordHash: 'bench',
        exchangePasswordHash: 'bench',
      },
      null,
      new Date(),
    );
    if (created.kind !== 'created') throw new Error(`bench member ${prefix}${index}: ${created.kind}`);
    rows.push({ memberId: created.memberId, accounts: await findMemberAccounts(db, created.memberId) });
  }
  const perMember = 1_000_000_000n;
  const bank = await findSystemAccount(db, 'bank_clearing', 0);
  await db.transaction().execute((trx) =>
    postTransfer(trx, {
      // A kind only the benches post, kept apart from every real kind (no Korean name needed).
      kind: 'bench_funding' as LedgerTxKind,
      reference: 'bench',
      idempotencyKey: `bench:funding:${prefix}`,
      legs: [
        { accountId: bank, amount: -perMember * BigInt(count) },
        ...rows.map((row) => ({ accountId: row.accounts.cash, amount: perMember })),
      ],
    }),
  );
  return rows;
}
