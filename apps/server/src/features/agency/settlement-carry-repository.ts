import type { AgencySettlementStatus } from '../../lib/db/agency-settlement-tables.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { Deficit } from './settlement-repository.ts';

// A negative day carried into a later settlement as a deduction line, at most once (issue 26).

const insertChunk = 1_000;

/**
 * Writes the deduction lines of the negative days each new settlement carries, each day at most once
 * (the unique carried_from_id): a concurrent run of another day that carried one first keeps it, and
 * this run's line for it is skipped. Returns the negative days this run carried.
 */
export async function claimCarries(
  trx: Trx,
  carries: readonly { settlementId: bigint; deficit: Deficit }[],
): Promise<Set<bigint>> {
  const claimed = new Set<bigint>();
  for (let start = 0; start < carries.length; start += insertChunk) {
    const rows = await trx
      .insertInto('agency_settlement_line')
      .values(
        carries.slice(start, start + insertChunk).map(({ settlementId, deficit }) => ({
          settlement_id: settlementId,
          product: 'settlement' as const,
          folders: 0 as const,
          kind: 'carried' as const,
          source_partner_id: null,
          base: deficit.amount,
          rate_bp: 0,
          carry_in: deficit.amount,
          carry_out: 0n,
          amount: deficit.amount,
          is_adjustment: false,
          for_day: deficit.day,
          carried_from_id: deficit.settlementId,
        })),
      )
      .onConflict((oc) => oc.column('carried_from_id').where('carried_from_id', 'is not', null).doNothing())
      .returning('carried_from_id')
      .execute();
    for (const row of rows) if (row.carried_from_id !== null) claimed.add(row.carried_from_id);
  }
  return claimed;
}

/** Corrects the status and amount of settlements written in this transaction. */
export async function setSettlementOutcomes(
  trx: Trx,
  outcomes: readonly { id: bigint; status: AgencySettlementStatus; amount: bigint }[],
): Promise<void> {
  for (const outcome of outcomes) {
    await trx
      .updateTable('agency_settlement')
      .set({ status: outcome.status, amount: outcome.amount })
      .where('id', '=', outcome.id)
      .execute();
  }
}
