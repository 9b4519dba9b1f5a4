import type { Db, MemberAccountKind } from '../../lib/db/database.ts';

/** One posting on a member's account: the transaction's kind and memo, the signed amount and when. */
export type AccountHistoryRow = {
  txId: bigint;
  kind: string;
  memo: string | null;
  amount: bigint;
  createdAt: Date;
};

/** One page of the postings on one of the member's accounts (e.g. agency_cash), newest first. */
export async function listAccountHistory(
  db: Db,
  memberId: number,
  kind: MemberAccountKind,
  limit: number,
  offset: number,
): Promise<{ rows: AccountHistoryRow[]; total: number }> {
  const base = db
    .selectFrom('ledger_entry')
    .innerJoin('account', 'account.id', 'ledger_entry.account_id')
    .innerJoin('ledger_tx', 'ledger_tx.id', 'ledger_entry.tx_id')
    .where('account.member_id', '=', memberId)
    .where('account.kind', '=', kind);
  const total = await base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select([
      'ledger_tx.id as txId',
      'ledger_tx.kind',
      'ledger_tx.memo',
      'ledger_entry.amount',
      'ledger_tx.created_at as createdAt',
    ])
    .orderBy('ledger_entry.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(total.count),
    rows: rows.map((row) => ({
      ...row,
      txId: BigInt(row.txId),
      amount: BigInt(row.amount),
      createdAt: new Date(row.createdAt),
    })),
  };
}
