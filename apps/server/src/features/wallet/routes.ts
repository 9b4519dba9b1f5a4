import type { FastifyInstance } from 'fastify';
import type { WalletService } from './service.ts';

/** /api/amount/pointToCash, /api/amount/cashToPoint, /api/agency/addAgencyCashTo{Point,Money}All. */
export function registerWalletRoutes(_api: FastifyInstance, _deps: { wallet: WalletService }): void {}
