import {
  chargeCancelRequestSchema,
  chargeRequestSchema,
  exchangeRequestSchema,
  paymentListRequestSchema,
} from '@hanpan/core/api/payments';
import type { FastifyInstance } from 'fastify';
import { okReply } from '../../lib/http/envelope.ts';
import { readIdempotencyKey } from '../../lib/http/idempotency-key.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import { requireMember } from '../auth/index.ts';
import type { PaymentsService } from './service.ts';

/**
 * /api/amount/charge*, /api/amount/exchange* (member side). Money calls take the
 * `Idempotency-Key` header; the session hook adds the fresh userContext to every reply.
 */
export function registerPaymentRoutes(
  api: FastifyInstance,
  { payments }: { payments: PaymentsService },
): void {
  api.post('/amount/chargeInfo', async (request) => {
    const member = requireMember(request);
    return okReply(await payments.getChargeInfo(member.id));
  });

  api.post('/amount/charge', async (request) => {
    const member = requireMember(request);
    const body = parseBody(chargeRequestSchema, request.body);
    return payments.requestCharge(member.id, body, readIdempotencyKey(request));
  });

  api.post('/amount/chargeCancel', async (request) => {
    const member = requireMember(request);
    const body = parseBody(chargeCancelRequestSchema, request.body);
    return payments.cancelCharge(member.id, body.id);
  });

  api.post('/amount/chargeList', async (request) => {
    const member = requireMember(request);
    const body = parseBody(paymentListRequestSchema, request.body);
    return okReply(await payments.listMemberCharges(member.id, body.page));
  });

  api.post('/amount/exchangeInfo', async (request) => {
    const member = requireMember(request);
    return okReply(await payments.getExchangeInfo(member.id));
  });

  api.post('/amount/exchange', async (request) => {
    const member = requireMember(request);
    const body = parseBody(exchangeRequestSchema, request.body);
    return payments.requestExchange(member.id, body, readIdempotencyKey(request), request.ip);
  });

  api.post('/amount/exchangeList', async (request) => {
    const member = requireMember(request);
    const body = parseBody(paymentListRequestSchema, request.body);
    return okReply(await payments.listMemberExchanges(member.id, body.page));
  });
}
