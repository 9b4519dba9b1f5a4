import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { arrayOf } from '../../lib/db/pg-array.ts';
import type { Transfer } from './ledger-repository.ts';

/** What one transfer of a group did: posted, its key moved money before, or a member balance was short. */
export type GroupPostingOutcome =
  | { kind: 'posted'; txId: bigint }
  | { kind: 'duplicate'; txId: bigint }
  | { kind: 'refused' };

/**
 * Posts many balanced transfers in one statement (ledger_post_transfers, migration 0035), as an
 * autocommit statement on `db` or inside the caller's transaction: each transfer is posted, a
 * duplicate of a key that moved money before (nothing posted), or refused because a member balance
 * would go below zero (nothing of it written, the others go on). Outcomes in the transfers' order.
 */
export async function postTransferGroup(
  db: Db,
  transfers: readonly Transfer[],
): Promise<GroupPostingOutcome[]> {
  if (transfers.length === 0) return [];
  const legTransfer: number[] = [];
  const legAccount: number[] = [];
  const legAmount: bigint[] = [];
  for (const [index, transfer] of transfers.entries()) {
    const legs = transfer.legs.filter((leg) => leg.amount !== 0n);
    const total = legs.reduce((sum, leg) => sum + leg.amount, 0n);
    if (legs.length < 2 || total !== 0n)
      throw new Error(`Unbalanced transfer ${transfer.kind}: sum ${total}`);
    for (const leg of legs) {
      legTransfer.push(index + 1);
      legAccount.push(leg.accountId);
      legAmount.push(leg.amount);
    }
  }
  const result = await sql<{ transfer_no: number; posted_tx_id: bigint | null; outcome: string }>`
    select transfer_no, posted_tx_id, outcome from ledger_post_transfers(${arrayOf(
      transfers.map((transfer) => transfer.kind),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.reference),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.idempotencyKey),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.memo ?? null),
      'text',
    )}, ${arrayOf(
      transfers.map((transfer) => transfer.staffId ?? null),
      'integer',
    )}, ${arrayOf(legTransfer, 'integer')}, ${arrayOf(legAccount, 'integer')}, ${arrayOf(legAmount, 'bigint')})`.execute(
    db,
  );
  const outcomes: GroupPostingOutcome[] = [];
  for (const row of result.rows) {
    const txId = row.posted_tx_id === null ? null : BigInt(row.posted_tx_id);
    if (row.outcome === 'refused') outcomes[row.transfer_no - 1] = { kind: 'refused' };
    else if (txId !== null && (row.outcome === 'posted' || row.outcome === 'duplicate'))
      outcomes[row.transfer_no - 1] = { kind: row.outcome, txId };
    else throw new Error(`Transfer ${row.transfer_no} of a group: unknown outcome ${row.outcome}`);
  }
  if (outcomes.length !== transfers.length || outcomes.includes(undefined as never)) {
    throw new Error(`A group of ${transfers.length} transfers answered ${result.rows.length} outcomes`);
  }
  return outcomes;
}
