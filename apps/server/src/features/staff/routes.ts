import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import type { FastifyError, FastifyInstance } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { registerStaffAccountRoutes } from './account-routes.ts';
import { createStaffAccountsService } from './accounts-service.ts';
import { insertAuditEntry } from './audit-repository.ts';
import { registerStaffAuthRoutes } from './auth-routes.ts';
import { createStaffAuthService } from './auth-service.ts';
import { clearStaffCookie, readStaffToken } from './staff-cookie.ts';
import type { StaffEvents } from './staff-events.ts';
import { registerStaffEventRoutes } from './staff-events-routes.ts';
import { StaffRefusal } from './staff-refusal.ts';

/** What the back-office API needs. */
export type StaffRouteDeps = {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  isCookieSecure: boolean;
  /** The live counts' streams (a logout ends the session's streams). */
  staffEvents: StaffEvents;
};

/** Registers one feature's back-office calls (its staff-routes.ts) in the staff scope. */
export type RegisterFeatureStaffRoutes = (api: FastifyInstance) => void;

const totpRequiredMessage = '인증 코드를 입력해 주세요.';

/**
 * The /api/staff scope (registered under that prefix, outside the member session hooks): staff
 * auth, accounts and audit, then each feature's back-office calls, all behind the staff session
 * hook and the policy refusal handler set up here.
 */
export async function registerStaffRoutes(
  api: FastifyInstance,
  deps: StaffRouteDeps,
  featureRoutes: RegisterFeatureStaffRoutes[],
): Promise<void> {
  const { db, isCookieSecure, staffEvents } = deps;
  const staffAuth = createStaffAuthService(deps);
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

  registerStaffAuthRoutes(api, {
    staffAuth,
    isCookieSecure,
    onSessionEnded: (tokenHash) => staffEvents.sessionEnded(tokenHash),
  });
  registerStaffEventRoutes(api, { staffAuth, staffEvents });
  registerStaffAccountRoutes(api, { accounts });
  for (const registerFeatureRoutes of featureRoutes) registerFeatureRoutes(api);
}
