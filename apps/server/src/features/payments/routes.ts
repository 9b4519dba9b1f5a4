import type { FastifyInstance } from 'fastify';
import type { PaymentsService } from './service.ts';

/** /api/amount/charge*, /api/amount/exchange* (member side). */
export function registerPaymentRoutes(_api: FastifyInstance, _deps: { payments: PaymentsService }): void {}
