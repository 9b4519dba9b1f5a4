import { agencySettlementAuditAction } from '@hanpan/core/api/agency-settlement';
import { needsSecondApproval } from '@hanpan/core/money/dual-approval';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { readAgencySettlementDualApprovalAmount } from '../payments/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import { getMemberAccounts, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import { deleteHold, findPartner, insertHold, lockHeld, markReleased } from './settlement-repository.ts';
import { type AgencySettlementService, type SettleOutcome, settlementKey } from './settlement-service.ts';
import { createSettlementAdjuster } from './staff-settlement-adjust.ts';
import { createSettlementList } from './staff-settlement-list.ts';
import { setFirstApproval } from './staff-settlement-repository.ts';

/** How a hold or release ended. */
export type HoldOutcome =
  | { kind: 'changed'; released: number; amount: bigint }
  | { kind: 'firstApproval'; amount: bigint }
  | { kind: 'partnerNotFound' }
  | { kind: 'notHeld' }
  | { kind: 'sameApprover' };

/**
 * The back office's settlement actions, each audited: run (or re-run) a day, hold a partner's
 * settlements for review, adjust a held one, release them (paying each held day under its settlement
 * key, once; above the money settings' line, a first approval and a second by another staff member, as
 * withdrawals), and the filtered list.
 */
export function createStaffSettlementService(deps: {
  db: Db;
  now: () => Date;
  settlement: AgencySettlementService;
}) {
  const money = moneyStep(deps.db);

  return {
    /** Settles a day for staff; the run and its outcome are audited. */
    async settle(actor: StaffActor, day: string): Promise<SettleOutcome> {
      const outcome = await deps.settlement.settleDay(day);
      await recordStaffAction(deps.db, {
        staffId: actor.staffId,
        action: agencySettlementAuditAction.settle,
        targetType: 'agency_settlement_day',
        targetId: day,
        before: null,
        after: { ...outcome, amount: outcome.amount.toString() },
        reason: null,
        ip: actor.ip,
      });
      return outcome;
    },

    /** Holds a partner's settlements from the next run on, until released. */
    async hold(actor: StaffActor, input: { partnerId: number; reason: string }): Promise<HoldOutcome> {
      if ((await findPartner(deps.db, input.partnerId)) === undefined) return { kind: 'partnerNotFound' };
      return deps.db.transaction().execute(async (trx): Promise<HoldOutcome> => {
        const isNew = await insertHold(trx, { ...input, staffId: actor.staffId, at: deps.now() });
        if (!isNew) return { kind: 'changed', released: 0, amount: 0n };
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: agencySettlementAuditAction.hold,
          targetType: 'partner',
          targetId: input.partnerId,
          before: { isHeld: false },
          after: { isHeld: true },
          reason: input.reason,
          ip: actor.ip,
        });
        return { kind: 'changed', released: 0, amount: 0n };
      });
    },

    /**
     * Lifts a partner's hold and pays every held settlement of it; a negative one pays nothing
     * ('adjusted') and the partner's next settlement carries it. When the total is above the line, the
     * first call records a first approval and a different staff member's call pays.
     */
    async release(actor: StaffActor, input: { partnerId: number; reason: string }): Promise<HoldOutcome> {
      const partner = await findPartner(deps.db, input.partnerId);
      if (partner === undefined) return { kind: 'partnerNotFound' };
      const [agencyCash, dualApprovalAmount] = await Promise.all([
        partner.ownerMemberId === null
          ? null
          : getMemberAccounts(deps.db, partner.ownerMemberId).then((accounts) => accounts.agency_cash),
        readAgencySettlementDualApprovalAmount(deps.db),
      ]);
      const at = deps.now();
      return deps.db.transaction().execute(async (trx): Promise<HoldOutcome> => {
        // The held rows are locked first: of staff releasing at once, the later ones wait, then find
        // nothing held and no hold (the hold row is deleted in the same transaction).
        const held = await lockHeld(trx, input.partnerId);
        const payable = held.reduce((sum, s) => (s.amount > 0n ? sum + s.amount : sum), 0n);
        if (needsSecondApproval(payable, dualApprovalAmount)) {
          if (held.some((s) => s.firstApprovedBy === actor.staffId)) return { kind: 'sameApprover' };
          const unapproved = held.filter((s) => s.firstApprovedBy === null);
          if (unapproved.length > 0) {
            await setFirstApproval(trx, {
              ids: unapproved.map((s) => s.id),
              staffId: actor.staffId,
              at,
            });
            await recordStaffAction(trx, {
              staffId: actor.staffId,
              action: agencySettlementAuditAction.firstApprove,
              targetType: 'partner',
              targetId: input.partnerId,
              before: { heldDays: held.map((s) => s.day), payable: payable.toString() },
              after: { firstApprovedBy: actor.staffId },
              reason: input.reason,
              ip: actor.ip,
            });
            return { kind: 'firstApproval', amount: payable };
          }
        }
        const hold = await deleteHold(trx, input.partnerId);
        if (hold === undefined && held.length === 0) return { kind: 'notHeld' };
        let amount = 0n;
        for (const settlement of held) {
          let txId: bigint | null = null;
          if (settlement.amount > 0n && agencyCash !== null && partner.ownerMemberId !== null) {
            ({ txId } = await money.move(trx, {
              why: 'agency_commission',
              amount: settlement.amount,
              from: systemSide('commission', partner.ownerMemberId),
              to: memberAccount(agencyCash),
              key: settlementKey(input.partnerId, settlement.day),
              reference: `agency_settlement:${settlement.id}`,
              staffId: actor.staffId,
            }));
            amount += settlement.amount;
          }
          const status = settlement.amount < 0n ? 'adjusted' : 'released';
          await markReleased(trx, {
            id: settlement.id,
            status,
            txId,
            staffId: actor.staffId,
            reason: input.reason,
            at,
          });
        }
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: agencySettlementAuditAction.release,
          targetType: 'partner',
          targetId: input.partnerId,
          before: {
            isHeld: hold !== undefined,
            heldDays: held.map((s) => s.day),
            firstApprovedBy: held.find((s) => s.firstApprovedBy !== null)?.firstApprovedBy ?? null,
          },
          after: { isHeld: false, paid: amount.toString() },
          reason: input.reason,
          ip: actor.ip,
        });
        return { kind: 'changed', released: held.length, amount };
      });
    },

    adjust: createSettlementAdjuster({ db: deps.db }),
    list: createSettlementList({ db: deps.db }),
  };
}

/** The back office's settlement service. */
export type StaffSettlementService = ReturnType<typeof createStaffSettlementService>;
