import {
  agencySettlementText,
  type StaffAgencySettlementReleaseResult,
  type StaffAgencySettleResult,
  staffAgencySettlementHoldRequestSchema,
  staffAgencySettleRequestSchema,
} from '@hanpan/core/api/agency-settlement';
import { staffCode } from '@hanpan/core/api/staff-codes';
import { kstDateOf } from '@hanpan/core/time/kst';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { actorOf, parseStaffBody, requireStaff } from '../staff/index.ts';
import type { HoldOutcome, StaffSettlementService } from './staff-settlement-service.ts';

const presentHold = (partnerId: number, outcome: HoldOutcome) => {
  if (outcome.kind === 'partnerNotFound')
    return codeReply(staffCode.refused, { message: agencySettlementText.partnerNotFound });
  if (outcome.kind === 'notHeld')
    return codeReply(staffCode.refused, { message: agencySettlementText.notHeld });
  const data: StaffAgencySettlementReleaseResult = {
    partnerId,
    released: outcome.released,
    amount: outcome.amount.toString(),
  };
  return okReply(data);
};

/** /api/staff/agency/settle (run or re-run a KST day) and /api/staff/agency/settlement/hold, /release. */
export function registerStaffSettlementRoutes(
  api: FastifyInstance,
  deps: { staffSettlement: StaffSettlementService; now: () => Date },
) {
  // Settling posts commission to agency cash: the money permission.
  api.post('/agency/settle', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const { day } = parseStaffBody(staffAgencySettleRequestSchema, request.body);
    if (day >= kstDateOf(deps.now()))
      return codeReply(staffCode.refused, { message: agencySettlementText.futureDay });
    const outcome = await deps.staffSettlement.settle(actorOf(request, staff), day);
    const data: StaffAgencySettleResult = { ...outcome, amount: outcome.amount.toString() };
    return okReply(data);
  });

  api.post('/agency/settlement/hold', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseStaffBody(staffAgencySettlementHoldRequestSchema, request.body);
    return presentHold(body.partnerId, await deps.staffSettlement.hold(actorOf(request, staff), body));
  });

  api.post('/agency/settlement/release', async (request) => {
    const staff = requireStaff(request, 'balance.adjust');
    const body = parseStaffBody(staffAgencySettlementHoldRequestSchema, request.body);
    return presentHold(body.partnerId, await deps.staffSettlement.release(actorOf(request, staff), body));
  });
}
