import {
  agencySettlementText,
  type StaffAgencySettlementReleaseResult,
  type StaffAgencySettleResult,
  staffAgencySettlementAdjustRequestSchema,
  staffAgencySettlementHoldRequestSchema,
  staffAgencySettlementsRequestSchema,
  staffAgencySettleRequestSchema,
} from '@hanpan/core/api/agency-settlement';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import { kstDateOf } from '@hanpan/core/time/kst';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { AdjustOutcome } from './staff-settlement-adjust.ts';
import type { HoldOutcome, StaffSettlementService } from './staff-settlement-service.ts';

const refused = (message: string) => codeReply(staffCode.refused, { message });

const presentHold = (partnerId: number, outcome: HoldOutcome) => {
  switch (outcome.kind) {
    case 'partnerNotFound':
      return refused(agencySettlementText.partnerNotFound);
    case 'notHeld':
      return refused(agencySettlementText.notHeld);
    case 'sameApprover':
      return refused(staffText.sameApprover);
    case 'firstApproval':
    case 'changed': {
      const data: StaffAgencySettlementReleaseResult = {
        partnerId,
        outcome: outcome.kind === 'changed' ? 'released' : 'firstApproval',
        released: outcome.kind === 'changed' ? outcome.released : 0,
        amount: outcome.amount.toString(),
      };
      return okReply(data);
    }
  }
};

const presentAdjust = (outcome: AdjustOutcome) => {
  switch (outcome.kind) {
    case 'notFound':
      return refused(agencySettlementText.settlementNotFound);
    case 'notHeld':
      return refused(agencySettlementText.notAdjustable);
    case 'aboveComputed':
      return refused(agencySettlementText.aboveComputed);
    case 'sameAmount':
      return refused(agencySettlementText.sameAmount);
    case 'adjusted':
      return okReply({ before: outcome.before.toString(), amount: outcome.amount.toString() });
  }
};

/**
 * /api/staff/agency/settle (run or re-run a KST day), /settlements (the filtered list), and
 * /settlement/hold, /release and /adjust.
 */
export function registerStaffSettlementRoutes(
  api: FastifyInstance,
  deps: { staffSettlement: StaffSettlementService; now: () => Date },
) {
  // Settling posts commission to agency cash: the money permission.
  api.post('/agency/settle', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const { day } = parseBody(staffAgencySettleRequestSchema, request.body, koreanIssueMessage);
    if (day >= kstDateOf(deps.now())) return refused(agencySettlementText.futureDay);
    const outcome = await deps.staffSettlement.settle(actorOf(request, staff), day);
    const data: StaffAgencySettleResult = { ...outcome, amount: outcome.amount.toString() };
    return okReply(data);
  });

  api.post('/agency/settlements', async (request) => {
    requireStaff(request, 'payments.view');
    const filter = parseBody(staffAgencySettlementsRequestSchema, request.body, koreanIssueMessage);
    return okReply(await deps.staffSettlement.list(filter));
  });

  api.post('/agency/settlement/hold', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseBody(staffAgencySettlementHoldRequestSchema, request.body, koreanIssueMessage);
    return presentHold(body.partnerId, await deps.staffSettlement.hold(actorOf(request, staff), body));
  });

  api.post('/agency/settlement/release', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseBody(staffAgencySettlementHoldRequestSchema, request.body, koreanIssueMessage);
    return presentHold(body.partnerId, await deps.staffSettlement.release(actorOf(request, staff), body));
  });

  api.post('/agency/settlement/adjust', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseBody(staffAgencySettlementAdjustRequestSchema, request.body, koreanIssueMessage);
    const outcome = await deps.staffSettlement.adjust(actorOf(request, staff), {
      settlementId: BigInt(body.settlementId),
      amount: BigInt(body.amount),
      reason: body.reason,
    });
    return presentAdjust(outcome);
  });
}
