import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import type { RateRule } from '../../lib/http/rate-limit.ts';
import type { SessionMember } from '../../lib/http/request-member.ts';

const minute = 60_000;
const hour = 60 * minute;

/** Session lifetimes: absolute from sign-in, idle from the last request (sliding). */
export const sessionPolicy = {
  absoluteTtlMs: 7 * 24 * hour,
  idleTtlMs: 12 * hour,
  // last_seen_at is written at most this often, not on every request.
  touchIntervalMs: minute,
} as const;

/** SMS join verification: 6 digits, valid 5 minutes, 5 tries. */
export const smsPolicy = { digits: 6, ttlMs: 5 * minute, maxAttempts: 5 } as const;

/** Rate limits of the auth calls. */
export const authRateRules = {
  signInPerIp: { name: 'sign-ip', limit: 20, windowMs: 10 * minute },
  /** Counted before the password check; a right password clears it, so in effect it counts failures. */
  signInAttemptsPerLoginId: { name: 'sign-fail-id', limit: 5, windowMs: 10 * minute },
  joinPerIp: { name: 'join-ip', limit: 20, windowMs: hour },
  duplicateCheckPerIp: { name: 'dup-check-ip', limit: 60, windowMs: 10 * minute },
  smsPerPhone: { name: 'sms-phone', limit: 3, windowMs: 10 * minute },
  smsPerIp: { name: 'sms-ip', limit: 10, windowMs: hour },
} as const satisfies Record<string, RateRule>;

/** What decides whether a stored session still counts. */
export type SessionState = {
  expiresAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  memberStatus: string;
};

/** True while a session is not ended, not past its absolute or idle expiry, and its member is active. */
export function isSessionUsable(session: SessionState, now: Date): boolean {
  return (
    session.endedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - session.lastSeenAt.getTime() < sessionPolicy.idleTtlMs &&
    session.memberStatus === 'active'
  );
}

/** The logged-in member of a call that needs one; otherwise the call ends with code 99. */
export function requireMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('sessionGone');
  return request.member;
}
