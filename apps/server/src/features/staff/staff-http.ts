import type { FastifyRequest } from 'fastify';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { StaffClient } from './auth-service.ts';
import type { StaffPrincipal } from './policy.ts';

/** Where the request comes from. */
export function staffClientOf(request: FastifyRequest): StaffClient {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** The acting staff member for the services' audit lines. */
export function actorOf(request: FastifyRequest, staff: StaffPrincipal): StaffActor {
  return { staffId: staff.staffId, ip: request.ip };
}
