import { staffCode } from '@hanpan/core/api/staff-codes';
import { staffEventsText } from '@hanpan/core/api/staff-events';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import type { StaffAuthService } from './auth-service.ts';
import { requireVerifiedStaff } from './policy.ts';
import { readStaffToken } from './staff-cookie.ts';
import type { StaffEvents } from './staff-events.ts';

/**
 * GET /api/staff/events (the live counts as Server-Sent Events) and POST /api/staff/counts (the
 * same figures once). Open to every role; each gets the counts its permissions allow.
 */
export function registerStaffEventRoutes(
  api: FastifyInstance,
  { staffAuth, staffEvents }: { staffAuth: StaffAuthService; staffEvents: StaffEvents },
): void {
  api.get('/events', async (request, reply) => {
    const staff = requireVerifiedStaff(request);
    if (!staffEvents.hasRoomFor(staff.tokenHash)) {
      return reply
        .code(429)
        .send(codeReply(staffCode.rateLimited, { message: staffEventsText.tooManyStreams }));
    }
    const token = readStaffToken(request);
    // The periodic check does not count as activity: an open page alone does not keep a session alive.
    const checkSession = async () => {
      const authentication = await staffAuth.authenticate(token, { isUnattended: true });
      const isLive = authentication.kind === 'staff' && authentication.staff.isTotpVerified;
      return isLive ? authentication.staff.role : null;
    };
    // Written straight to the socket: no compression or other reply hooks hold the events back.
    reply.hijack();
    staffEvents.open({ tokenHash: staff.tokenHash, role: staff.role, checkSession }, reply.raw);
  });

  api.post('/counts', async (request) => {
    const staff = requireVerifiedStaff(request);
    return okReply(await staffEvents.readFor(staff.role));
  });
}
