import { isUnstorableTextIssue } from '@hanpan/core/api/text';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalidInputMessage } from '../../lib/http/app-error.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { StaffClient } from './auth-service.ts';
import type { StaffPrincipal } from './policy.ts';

const hasHangul = (text: string) => /[\uac00-\ud7a3]/.test(text);

/**
 * The body parsed with a core staff schema; anything else ends the call with code 2 and the
 * schema's Korean message for a refused character (core's storableText), else for the first problem
 * (zod's own English defaults become the generic one).
 */
export function parseStaffBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issues = result.error.issues;
  const message = (issues.find(isUnstorableTextIssue) ?? issues[0])?.message ?? '';
  throw new AppError('invalidInput', hasHangul(message) ? message : invalidInputMessage);
}

/** Where the request comes from. */
export function staffClientOf(request: FastifyRequest): StaffClient {
  return { ip: request.ip, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null };
}

/** The acting staff member for the services' audit lines. */
export function actorOf(request: FastifyRequest, staff: StaffPrincipal): StaffActor {
  return { staffId: staff.staffId, ip: request.ip };
}
