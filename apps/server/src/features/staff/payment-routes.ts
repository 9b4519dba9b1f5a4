import {
  moneySettingsSchema,
  staffCode,
  staffDecideRequestSchema,
  staffPaymentListRequestSchema,
  staffRejectRequestSchema,
  staffText,
} from '@hanpan/core/api/staff';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import type { DecisionOutcome, PaymentsService } from '../payments/service.ts';
import type { StaffMembersService } from './members-service.ts';
import { requireStaff } from './policy.ts';
import { actorOf, parseStaffBody } from './staff-http.ts';

const requestNotFound = '신청 내역을 찾을 수 없습니다.';

// The payments service audits its own decisions inside their transactions.
const presentDecision = <Item>(outcome: DecisionOutcome<Item>) => {
  switch (outcome.kind) {
    case 'notFound':
      return codeReply(staffCode.refused, { message: requestNotFound });
    case 'notPending':
      return codeReply(staffCode.refused, { message: staffText.notPending });
    case 'sameApprover':
      return codeReply(staffCode.refused, { message: staffText.sameApprover });
    case 'firstApproval':
      return okReply({ outcome: 'firstApproval' as const, item: outcome.item });
    case 'approved':
      return okReply({ outcome: 'approved' as const, item: outcome.item });
    case 'rejected':
      return okReply({ outcome: 'rejected' as const, item: outcome.item });
  }
};

/** /api/staff/dashboard, the charge and exchange queues, and the money settings. */
export function registerStaffPaymentRoutes(
  api: FastifyInstance,
  { payments, members }: { payments: PaymentsService; members: StaffMembersService },
): void {
  api.post('/dashboard', async (request) => {
    requireStaff(request, 'dashboard.view');
    return okReply(await members.dashboard());
  });

  api.post('/charges/list', async (request) => {
    requireStaff(request, 'payments.view');
    const body = parseStaffBody(staffPaymentListRequestSchema, request.body);
    return okReply(await payments.listCharges(body));
  });

  api.post('/charges/approve', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseStaffBody(staffDecideRequestSchema, request.body);
    return presentDecision(await payments.approveCharge(actorOf(request, staff), body.id));
  });

  api.post('/charges/reject', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseStaffBody(staffRejectRequestSchema, request.body);
    return presentDecision(await payments.rejectCharge(actorOf(request, staff), body.id, body.reason));
  });

  api.post('/exchanges/list', async (request) => {
    requireStaff(request, 'payments.view');
    const body = parseStaffBody(staffPaymentListRequestSchema, request.body);
    return okReply(await payments.listExchanges(body));
  });

  api.post('/exchanges/approve', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseStaffBody(staffDecideRequestSchema, request.body);
    return presentDecision(await payments.approveExchange(actorOf(request, staff), body.id));
  });

  api.post('/exchanges/reject', async (request) => {
    const staff = requireStaff(request, 'payments.decide');
    const body = parseStaffBody(staffRejectRequestSchema, request.body);
    return presentDecision(await payments.rejectExchange(actorOf(request, staff), body.id, body.reason));
  });

  api.post('/settings/money', async (request) => {
    requireStaff(request, 'settings.money');
    return okReply(await payments.getMoneySettings());
  });

  api.post('/settings/money/save', async (request) => {
    const staff = requireStaff(request, 'settings.money');
    const body = parseStaffBody(moneySettingsSchema, request.body);
    await payments.saveMoneySettings(actorOf(request, staff), body);
    return okReply(await payments.getMoneySettings());
  });
}
