import { staffLoginRequestSchema, staffTotpRequestSchema } from '@hanpan/core/api/staff';
import { staffCode, staffText } from '@hanpan/core/api/staff-codes';
import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody, readBody } from '../../lib/http/parse-body.ts';
import type { StaffAuthService } from './auth-service.ts';
import { requireVerifiedStaff } from './policy.ts';
import { presentStaffMe } from './present.ts';
import { clearStaffCookie, readStaffToken, writeStaffCookie } from './staff-cookie.ts';
import { staffClientOf } from './staff-http.ts';
import { StaffRefusal } from './staff-refusal.ts';

/** /api/staff/login, /totp, /logout, /me. */
export function registerStaffAuthRoutes(
  api: FastifyInstance,
  {
    staffAuth,
    isCookieSecure,
    onSessionEnded,
  }: { staffAuth: StaffAuthService; isCookieSecure: boolean; onSessionEnded: (tokenHash: string) => void },
): void {
  api.post('/login', async (request, reply) => {
    const read = readBody(staffLoginRequestSchema, request.body);
    // An id or password PostgreSQL cannot hold cannot belong to anyone: the usual login failure.
    if (!read.isRead) return codeReply(staffCode.refused, { message: staffText.loginFailed });
    if (!(await staffAuth.hasStaff())) return codeReply(staffCode.refused, { message: staffText.noStaffYet });
    const result = await staffAuth.login(
      { ...read.data, previousToken: readStaffToken(request) },
      staffClientOf(request),
    );
    if (result.kind === 'failed') return codeReply(staffCode.refused, { message: staffText.loginFailed });
    writeStaffCookie(reply, result.token, result.maxAgeSeconds, isCookieSecure);
    return okReply(result.step);
  });

  api.post('/totp', async (request, reply) => {
    const staff = request.staff;
    if (!staff) throw new StaffRefusal('sessionGone');
    const body = parseBody(staffTotpRequestSchema, request.body, koreanIssueMessage);
    const result = await staffAuth.submitTotp(staff, body.code, staffClientOf(request));
    if (result.kind === 'invalid') return codeReply(staffCode.refused, { message: staffText.totpInvalid });
    writeStaffCookie(reply, result.token, result.maxAgeSeconds, isCookieSecure);
    return okReply(result.me);
  });

  api.post('/logout', async (request, reply) => {
    const token = readStaffToken(request);
    await staffAuth.logout(token, staffClientOf(request));
    if (token) onSessionEnded(hashToken(token));
    request.staff = null;
    clearStaffCookie(reply, isCookieSecure);
    return okReply();
  });

  // A session still at the TOTP step gets code 4 with the step to show (enrolment repeats the secret).
  api.post('/me', async (request) => {
    const staff = request.staff;
    if (staff && !staff.isTotpVerified) {
      return codeReply(staffCode.totpRequired, await staffAuth.pendingStep(staff.staffId));
    }
    const verified = requireVerifiedStaff(request);
    return okReply(presentStaffMe({ ...verified, id: verified.staffId }));
  });
}
