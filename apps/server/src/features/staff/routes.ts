import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { AuthService } from '../auth/service.ts';
import type { BoardsService } from '../boards/service.ts';
import { registerStaffBoardRoutes } from '../boards/staff-routes.ts';
import type { PaymentsService } from '../payments/service.ts';
import type { SportsSettingsService } from '../sports/settings/service.ts';
import type { WalletService } from '../wallet/service.ts';
import { registerStaffAccountRoutes } from './account-routes.ts';
import { createStaffAccountsService } from './accounts-service.ts';
import { insertAuditEntry } from './audit-repository.ts';
import { registerStaffAuthRoutes } from './auth-routes.ts';
import { createStaffAuthService } from './auth-service.ts';
import { registerStaffMemberRoutes } from './member-routes.ts';
import { createStaffMembersService } from './members-service.ts';
import { registerStaffPaymentRoutes } from './payment-routes.ts';
import { registerStaffSportsRoutes } from './sports-routes.ts';
import { clearStaffCookie, readStaffToken } from './staff-cookie.ts';
import { StaffRefusal } from './staff-refusal.ts';

/** What the back-office API needs. */
export type StaffRouteDeps = {
  db: Db;
  auth: AuthService;
  payments: PaymentsService;
  wallet: WalletService;
  /** The sports settings (odds rules, visibility, overrides). */
  sportsSettings: SportsSettingsService;
  /** Notices and events. */
  boards: BoardsService;
  limiter: RateLimiter;
  now: () => Date;
  isCookieSecure: boolean;
};

const totpRequiredMessage = '인증 코드를 입력해 주세요.';

/** Every /api/staff/* call (registered under that prefix, outside the member session hooks). */
export async function registerStaffRoutes(api: FastifyInstance, deps: StaffRouteDeps): Promise<void> {
  const { db, isCookieSecure } = deps;
  const staffAuth = createStaffAuthService(deps);
  const members = createStaffMembersService(deps);
  const accounts = createStaffAccountsService(deps);

  api.decorateRequest('staff', null);
  api.addHook('onRequest', async (request, reply) => {
    // Automatic refreshes of a page nobody touches say so, and do not keep the session alive.
    const isUnattended = request.headers['x-staff-unattended'] === '1';
    const authentication = await staffAuth.authenticate(readStaffToken(request), { isUnattended });
    request.staff = authentication.kind === 'staff' ? authentication.staff : null;
    if (authentication.kind === 'gone') clearStaffCookie(reply, isCookieSecure);
  });

  // Policy refusals are answered here; any other error goes on to the app's handler.
  api.setErrorHandler(async (error: FastifyError | StaffRefusal, request, reply) => {
    if (!(error instanceof StaffRefusal)) throw error;
    if (error.kind === 'sessionGone') {
      if (readStaffToken(request)) clearStaffCookie(reply, isCookieSecure);
      return reply.send({ code: staffCode.sessionGone, data: { message: staffText.sessionGone } });
    }
    if (error.kind === 'totpRequired') {
      return reply.send({ code: staffCode.totpRequired, data: { message: totpRequiredMessage } });
    }
    await insertAuditEntry(db, {
      staffId: request.staff?.staffId ?? null,
      action: 'access.denied',
      targetType: 'api',
      targetId: request.url.split('?')[0]?.slice(0, 50) ?? null,
      after: { permission: error.detail.permission ?? null, role: request.staff?.role ?? null },
      ip: request.ip,
    });
    return reply.send({ code: staffCode.forbidden, data: { message: staffText.forbidden } });
  });

  registerStaffAuthRoutes(api, { staffAuth, isCookieSecure });
  registerStaffPaymentRoutes(api, { payments: deps.payments, members });
  registerStaffMemberRoutes(api, { members, wallet: deps.wallet });
  registerStaffAccountRoutes(api, { accounts });
  registerStaffSportsRoutes(api, { sportsSettings: deps.sportsSettings });
  registerStaffBoardRoutes(api, { boards: deps.boards });
}
