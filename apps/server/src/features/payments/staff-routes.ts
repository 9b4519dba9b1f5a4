import {
  moneySettingsSchema,
  type StaffExchangeDecision,
  type StaffExchangeItem,
  staffDecideRequestSchema,
  staffPaymentListRequestSchema,
  staffRejectRequestSchema,
} from '@hanpan/core/api/staff';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import { staffPayOutRequestSchema, staffPayOutText } from '@hanpan/core/api/staff-payout';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { DecisionOutcome, PaymentsService } from './service.ts';

const requestNotFound = '신청 내역을 찾을 수 없습니다.';

// The refusals every decision shares.
const presentRefusal = (outcome: { kind: 'notFound' | 'notPending' | 'sameApprover' }) => {
  const message = {
    notFound: requestNotFound,
    notPending: staffText.notPending,
    sameApprover: staffText.sameApprover,
  }[outcome.kind];
  return codeReply(staffCode.refused, { message });
};

// The payments service audits its own decisions inside their transactions. Rejections and
// deposit approvals answer the item; a withdrawal approval says whether it paid or waits.
const presentItem = <Item>(outcome: DecisionOutcome<Item>) =>
  'item' in outcome ? okReply(outcome.item) : presentRefusal(outcome);

const presentExchangeApproval = (outcome: DecisionOutcome<StaffExchangeItem>) => {
  if (outcome.kind === 'approved' || outcome.kind === 'firstApproval') {
    const decision: StaffExchangeDecision = { outcome: outcome.kind, item: outcome.item };
    return okReply(decision);
  }
  return 'item' in outcome ? okReply(outcome.item) : presentRefusal(outcome);
};

/**
 * /api/staff/*: the charge and exchange queues, the withdrawal staff file for a blocked member
 * (members/payOut), and the money settings.
 */
export function registerStaffPaymentRoutes(
  api: FastifyInstance,
  { payments }: { payments: PaymentsService },
): void {
  api.post('/charges/list', async (request) => {
    requireStaff(request, 'payments.view');
    const body = parseBody(staffPaymentListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await payments.listCharges(body));
  });

  api.post('/charges/approve', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseBody(staffDecideRequestSchema, request.body, koreanIssueMessage);
    return presentItem(await payments.approveCharge(actorOf(request, staff), body.id));
  });

  api.post('/charges/reject', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseBody(staffRejectRequestSchema, request.body, koreanIssueMessage);
    return presentItem(await payments.rejectCharge(actorOf(request, staff), body.id, body.reason));
  });

  api.post('/exchanges/list', async (request) => {
    requireStaff(request, 'payments.view');
    const body = parseBody(staffPaymentListRequestSchema, request.body, koreanIssueMessage);
    return okReply(await payments.listExchanges(body));
  });

  api.post('/exchanges/approve', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseBody(staffDecideRequestSchema, request.body, koreanIssueMessage);
    return presentExchangeApproval(await payments.approveExchange(actorOf(request, staff), body.id));
  });

  api.post('/exchanges/reject', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseBody(staffRejectRequestSchema, request.body, koreanIssueMessage);
    return presentItem(await payments.rejectExchange(actorOf(request, staff), body.id, body.reason));
  });

  // Answers the request's own envelope: the new item, or 6 when the amount is more than the cash.
  api.post('/members/payOut', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseBody(staffPayOutRequestSchema, request.body, koreanIssueMessage);
    const outcome = await payments.payOutBlockedMember(actorOf(request, staff), body);
    if (outcome.kind === 'notFound') {
      return codeReply(staffCode.refused, { message: staffPayOutText.memberNotFound });
    }
    if (outcome.kind === 'notBlocked')
      return codeReply(staffCode.refused, { message: staffPayOutText.notBlocked });
    return outcome.reply;
  });

  api.post('/settings/money', async (request) => {
    requireStaff(request, 'settings.money');
    return okReply(await payments.getMoneySettings());
  });

  api.post('/settings/money/save', async (request) => {
    const staff = requireStaff(request, 'settings.money');
    const body = parseBody(moneySettingsSchema, request.body, koreanIssueMessage);
    await payments.saveMoneySettings(actorOf(request, staff), body);
    return okReply(await payments.getMoneySettings());
  });
}
