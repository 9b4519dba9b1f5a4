import type { FastifyInstance } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { WalletService } from '../wallet/service.ts';

/** What the back-office API needs. */
export type StaffRouteDeps = {
  db: Db;
  auth: AuthService;
  payments: PaymentsService;
  wallet: WalletService;
  limiter: RateLimiter;
  now: () => Date;
  isCookieSecure: boolean;
};

/** Every /api/staff/* call (registered under that prefix, outside the member session hooks). */
export async function registerStaffRoutes(_api: FastifyInstance, _deps: StaffRouteDeps): Promise<void> {}
