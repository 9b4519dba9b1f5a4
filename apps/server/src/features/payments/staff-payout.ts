import { paymentCode } from '@hanpan/core/api/payments';
import type { StaffPayOutRequest } from '@hanpan/core/api/staff-payout';
import type { Db } from '../../lib/db/database.ts';
import { type IdempotentReply, okReply } from '../../lib/http/envelope.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { recordStaffAction } from '../staff/index.ts';
import { fileExchangeRequest } from './exchange-request.ts';
import { readMoneySettings } from './money-settings-repository.ts';
import { presentStaffExchange } from './present.ts';
import { findMemberPayout } from './repository.ts';
import type { PaymentsDeps } from './service.ts';
import { findStaffExchange } from './staff-repository.ts';

/**
 * True when the member is under a time-out or self-exclusion in force (player protection tells it;
 * the composition root installs it, payments never imports protection).
 */
export type BlockInForceCheck = (reader: Db, memberId: number) => Promise<boolean>;

/** How a staff payOut ended: not found, not blocked (nothing written), or the request's stored reply. */
export type PayOutOutcome =
  | { kind: 'notFound' }
  | { kind: 'notBlocked' }
  | { kind: 'filed'; reply: IdempotentReply; isReplay: boolean };

/** The audit action of a withdrawal staff file for a blocked member. */
export const payOutAuditAction = 'exchange.payOut';

/**
 * Staff file a withdrawal for a member who cannot sign in because of a time-out or self-exclusion
 * (issue 27: "an excluded member can still withdraw the balance through support"): the same request,
 * hold and idempotency as the member's own (fileExchangeRequest), to the approved payout account,
 * with the audit line in its transaction. No exchange password: the member is not there to give it;
 * no per-request minimum or maximum: the whole balance must be able to leave. The request then
 * waits in the withdrawal queue for the normal approval.
 */
export function createStaffPayOut(deps: PaymentsDeps) {
  const { db } = deps;
  return async (actor: StaffActor, input: StaffPayOutRequest): Promise<PayOutOutcome> => {
    const { memberId, amount, idempotencyKey } = input;
    const payout = await findMemberPayout(db, memberId);
    if (!payout) return { kind: 'notFound' };
    // A block is never lifted early, so one in force now is still in force when the hold commits.
    if (!(await deps.isBlockInForce?.(db, memberId))) return { kind: 'notBlocked' };
    const { exchangeDualApprovalAmount } = await readMoneySettings(db);
    const claim = {
      actor: { staffId: actor.staffId },
      key: idempotencyKey,
      operation: 'exchange.payOut',
      requestHash: fingerprintOf({ memberId, amount }),
    };
    const hold = { memberId, amount: BigInt(amount), bank: payout, staffId: actor.staffId };
    const outcome = await fileExchangeRequest(db, claim, hold, async (trx, { row, holdTxId }) => {
      await recordStaffAction(trx, {
        staffId: actor.staffId,
        action: payOutAuditAction,
        targetType: 'exchange_request',
        targetId: row.id,
        before: null,
        after: { status: row.status, memberId, amount: row.amount, holdTxId },
        ip: actor.ip,
      });
      const item = await findStaffExchange(trx, row.id);
      return okReply(presentStaffExchange(item!, exchangeDualApprovalAmount));
    });
    if (!outcome.isReplay && outcome.reply.code === paymentCode.ok) {
      deps.notifyStaffCountsChanged?.();
      await deps.notifyUserContextChanged(memberId);
    }
    return { kind: 'filed', ...outcome };
  };
}
