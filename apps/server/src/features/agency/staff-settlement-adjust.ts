import { agencySettlementAuditAction } from '@hanpan/core/api/agency-settlement';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { adjustSettlement, lockSettlement, readComputedAmount } from './staff-settlement-repository.ts';

/** How an adjustment ended. */
export type AdjustOutcome =
  | { kind: 'adjusted'; before: bigint; amount: bigint }
  | { kind: 'notFound' }
  | { kind: 'notHeld' }
  | { kind: 'aboveComputed'; computed: bigint }
  | { kind: 'sameAmount' };

/**
 * Staff change a held settlement's amount with a reason: between 0 (never a debit of the partner) and
 * what its lines computed (staff hold back commission; they do not invent it); 0 on a negative day
 * waives the deduction the next settlement would carry. Audited with before and after; the release
 * then pays the new amount under the same settlement key.
 */
export function createSettlementAdjuster(deps: { db: Db }) {
  return (actor: StaffActor, input: { settlementId: bigint; amount: bigint; reason: string }) =>
    deps.db.transaction().execute(async (trx): Promise<AdjustOutcome> => {
      const settlement = await lockSettlement(trx, input.settlementId);
      if (settlement === undefined) return { kind: 'notFound' };
      if (settlement.status !== 'held') return { kind: 'notHeld' };
      const computed = await readComputedAmount(trx, settlement.id);
      if (input.amount > (computed > 0n ? computed : 0n)) return { kind: 'aboveComputed', computed };
      if (input.amount === settlement.amount) return { kind: 'sameAmount' };
      await adjustSettlement(trx, { ...settlement, computed, amount: input.amount });
      await recordStaffAction(trx, {
        staffId: actor.staffId,
        action: agencySettlementAuditAction.adjust,
        targetType: 'agency_settlement',
        targetId: String(settlement.id),
        before: { amount: settlement.amount.toString(), computed: computed.toString() },
        after: { amount: input.amount.toString() },
        reason: input.reason,
        ip: actor.ip,
      });
      return { kind: 'adjusted', before: settlement.amount, amount: input.amount };
    });
}
