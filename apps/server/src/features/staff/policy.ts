import { canStaff, type StaffPermission, type StaffRole } from '@hanpan/core/staff-roles';
import type { FastifyRequest } from 'fastify';
import type { RateRule } from '../../lib/http/rate-limit.ts';
import { StaffRefusal } from './staff-refusal.ts';

const minute = 60_000;
const hour = 60 * minute;

/** Staff session lifetimes: absolute from the password step, idle from the last request. */
export const staffSessionPolicy = {
  absoluteTtlMs: 12 * hour,
  idleTtlMs: 30 * minute,
  // last_seen_at is written at most this often, not on every request.
  touchIntervalMs: minute,
} as const;

/**
 * Rate limits of the staff login. Every attempt is counted before the password or code check;
 * a success gives its attempt back and clears the account's count, so they count failures.
 */
export const staffRateRules = {
  loginPerIp: { name: 'staff-login-ip', limit: 20, windowMs: 10 * minute },
  loginAttemptsPerLoginId: { name: 'staff-login-fail-id', limit: 5, windowMs: 15 * minute },
  totpPerIp: { name: 'staff-totp-ip', limit: 20, windowMs: 15 * minute },
  totpAttemptsPerStaff: { name: 'staff-totp-fail', limit: 5, windowMs: 15 * minute },
} as const satisfies Record<string, RateRule>;

/** The staff member behind a request, once the session cookie resolved. */
export type StaffPrincipal = {
  staffId: number;
  tokenHash: string;
  loginId: string;
  name: string;
  role: StaffRole;
  isTotpVerified: boolean;
  isTotpEnrolled: boolean;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff session of a /api/staff call (null when there is none or it is gone). */
    staff: StaffPrincipal | null;
  }
}

/** What decides whether a stored staff session still counts. */
export type StaffSessionState = {
  expiresAt: Date;
  lastSeenAt: Date;
  endedAt: Date | null;
  staffStatus: string;
};

/** True while a staff session is not ended, within both expiries, and its account is active. */
export function isStaffSessionUsable(session: StaffSessionState, now: Date): boolean {
  return (
    session.endedAt === null &&
    session.expiresAt.getTime() > now.getTime() &&
    now.getTime() - session.lastSeenAt.getTime() < staffSessionPolicy.idleTtlMs &&
    session.staffStatus === 'active'
  );
}

/**
 * The staff member of a call that needs `permission`: no session ends it with code 99, a
 * session still waiting for its TOTP code with 4, a role without the permission with 3
 * (audited as 'access.denied' by the staff error handler).
 */
export function requireStaff(request: FastifyRequest, permission: StaffPermission): StaffPrincipal {
  const staff = requireVerifiedStaff(request);
  if (!canStaff(staff.role, permission)) throw new StaffRefusal('forbidden', { permission });
  return staff;
}

/** The TOTP-verified staff member of a call open to every role. */
export function requireVerifiedStaff(request: FastifyRequest): StaffPrincipal {
  const staff = request.staff;
  if (!staff) throw new StaffRefusal('sessionGone');
  if (!staff.isTotpVerified) throw new StaffRefusal('totpRequired');
  return staff;
}
