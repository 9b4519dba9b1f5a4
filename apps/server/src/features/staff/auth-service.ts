import type { StaffLoginStep, StaffMe } from '@hanpan/core/api/staff';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { createToken, hashToken } from '../../lib/crypto/tokens.ts';
import { generateTotpSecret, otpauthUrl, verifyTotp } from '../../lib/crypto/totp.ts';
import type { Db } from '../../lib/db/database.ts';
import { signInRateLimitedMessage } from '../../lib/http/app-error.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { insertAuditEntry } from './audit-repository.ts';
import { isStaffSessionUsable, type StaffPrincipal, staffRateRules, staffSessionPolicy } from './policy.ts';
import { presentStaffMe } from './present.ts';
import {
  acceptTotpStep,
  endStaffSession,
  findStaffById,
  findStaffByLoginId,
  findStaffSession,
  hasStaff,
  insertStaffSession,
  setPendingTotpSecret,
  touchStaffSession,
} from './repository.ts';

/** Where a staff request comes from (for rate limits, the session row and the audit log). */
export type StaffClient = { ip: string; userAgent: string | null };

/** The outcome of the password step. */
export type StaffLoginResult =
  | { kind: 'failed' }
  | { kind: 'passwordAccepted'; token: string; maxAgeSeconds: number; step: StaffLoginStep };

/** The outcome of the TOTP step. */
export type StaffTotpResult =
  | { kind: 'invalid' }
  | { kind: 'verified'; token: string; maxAgeSeconds: number; me: StaffMe };

/** What a staff session cookie resolves to. */
export type StaffAuthentication =
  | { kind: 'staff'; staff: StaffPrincipal }
  | { kind: 'none' }
  | { kind: 'gone' };

/** Staff login (password, then TOTP enrolment or a TOTP code), sessions and logout. */
export function createStaffAuthService({
  db,
  limiter,
  now,
}: {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
}) {
  // Once a staff account exists there always is one (accounts are disabled, never deleted).
  let isStaffKnownToExist = false;
  const secondsUntil = (at: Date) => Math.max(1, Math.floor((at.getTime() - now().getTime()) / 1000));

  return {
    /** Whether any staff account exists yet; the login says so on a fresh production database. */
    async hasStaff(): Promise<boolean> {
      isStaffKnownToExist ||= await hasStaff(db);
      return isStaffKnownToExist;
    },

    /** The password step: a session that still needs TOTP, and which TOTP step follows. */
    async login(
      input: { loginId: string; password: string; previousToken: string | null },
      client: StaffClient,
    ) {
      // Each attempt is counted before the password check, so parallel guesses cannot outrun it.
      await limiter.enforce(staffRateRules.loginPerIp, client.ip, signInRateLimitedMessage);
      const loginId = input.loginId.trim().toLowerCase();
      await limiter.enforce(staffRateRules.loginAttemptsPerLoginId, loginId, signInRateLimitedMessage);

      const staff = await findStaffByLoginId(db, loginId);
      // Unknown ids still pay for a hash check (verifySecret), so timing does not reveal which ids exist.
      const isPasswordRight = await verifySecret(staff?.passwordHash ?? null, input.password);
      if (!staff || !isPasswordRight || staff.status !== 'active') {
        await insertAuditEntry(db, {
          staffId: staff?.id ?? null,
          action: 'login.failed',
          targetType: 'staff',
          targetId: staff?.id ?? null,
          after: {
            loginId,
            cause: !staff ? 'unknownLoginId' : !isPasswordRight ? 'wrongPassword' : 'disabled',
          },
          ip: client.ip,
        });
        return { kind: 'failed' } satisfies StaffLoginResult;
      }
      await limiter.reward(staffRateRules.loginPerIp, client.ip);
      await limiter.reset(staffRateRules.loginAttemptsPerLoginId, loginId);

      const at = now();
      const token = createToken();
      const expiresAt = new Date(at.getTime() + staffSessionPolicy.absoluteTtlMs);
      let step: StaffLoginStep = { next: 'verify' };
      if (staff.totpEnabledAt === null) {
        const secret = generateTotpSecret();
        await setPendingTotpSecret(db, staff.id, secret);
        step = { next: 'enroll', secret, otpauthUrl: otpauthUrl(secret, staff.loginId) };
      }
      await db.transaction().execute(async (trx) => {
        if (input.previousToken) await endStaffSession(trx, hashToken(input.previousToken), at);
        await insertStaffSession(trx, {
          tokenHash: hashToken(token),
          staffId: staff.id,
          isTotpVerified: false,
          createdAt: at,
          lastSeenAt: at,
          expiresAt,
          ip: client.ip,
          userAgent: client.userAgent,
        });
        await insertAuditEntry(trx, {
          staffId: staff.id,
          action: 'login.success',
          targetType: 'staff',
          targetId: staff.id,
          after: { next: step.next },
          ip: client.ip,
        });
      });
      return {
        kind: 'passwordAccepted',
        token,
        maxAgeSeconds: secondsUntil(expiresAt),
        step,
      } satisfies StaffLoginResult;
    },

    /**
     * The TOTP step (enrolment or login): a right, unused code marks the session verified under a
     * new token (rotated, so a token seen before TOTP is worthless after it).
     */
    async submitTotp(staff: StaffPrincipal, code: string, client: StaffClient): Promise<StaffTotpResult> {
      const subject = String(staff.staffId);
      await limiter.enforce(staffRateRules.totpPerIp, client.ip, signInRateLimitedMessage);
      await limiter.enforce(staffRateRules.totpAttemptsPerStaff, subject, signInRateLimitedMessage);
      const at = now();
      const record = await findStaffById(db, staff.staffId);
      const session = await findStaffSession(db, staff.tokenHash);
      if (!record?.totpSecret || !session) return { kind: 'invalid' };
      const isEnrolment = record.totpEnabledAt === null;
      const step = verifyTotp(record.totpSecret, code, at, record.totpLastStep);

      const token = createToken();
      const isAccepted =
        step !== null &&
        (await db.transaction().execute(async (trx) => {
          if (!(await acceptTotpStep(trx, record.id, step, isEnrolment ? at : null))) return false;
          await endStaffSession(trx, staff.tokenHash, at);
          await insertStaffSession(trx, {
            tokenHash: hashToken(token),
            staffId: record.id,
            isTotpVerified: true,
            createdAt: session.createdAt,
            lastSeenAt: at,
            // The absolute lifetime still counts from the password step.
            expiresAt: session.expiresAt,
            ip: client.ip,
            userAgent: client.userAgent,
          });
          await insertAuditEntry(trx, {
            staffId: record.id,
            action: isEnrolment ? 'totp.enroll' : 'totp.verify',
            targetType: 'staff',
            targetId: record.id,
            ip: client.ip,
          });
          return true;
        }));
      if (!isAccepted) {
        await insertAuditEntry(db, {
          staffId: record.id,
          action: 'totp.failed',
          targetType: 'staff',
          targetId: record.id,
          after: { isEnrolment },
          ip: client.ip,
        });
        return { kind: 'invalid' };
      }
      await limiter.reward(staffRateRules.totpPerIp, client.ip);
      await limiter.reset(staffRateRules.totpAttemptsPerStaff, subject);
      return {
        kind: 'verified',
        token,
        maxAgeSeconds: secondsUntil(session.expiresAt),
        me: presentStaffMe(record),
      };
    },

    /** Ends the session behind a cookie (if it is still open) and audits the logout. */
    async logout(token: string | null, client: StaffClient): Promise<void> {
      if (!token) return;
      const tokenHash = hashToken(token);
      const session = await findStaffSession(db, tokenHash);
      if (!session || session.endedAt !== null) return;
      await db.transaction().execute(async (trx) => {
        await endStaffSession(trx, tokenHash, now());
        await insertAuditEntry(trx, {
          staffId: session.staffId,
          action: 'logout',
          targetType: 'staff',
          targetId: session.staffId,
          ip: client.ip,
        });
      });
    },

    /**
     * Resolves a staff cookie: a usable session's staff member, none, or gone (ended/expired/
     * disabled). An unattended request (a page refreshing itself) does not slide the idle timeout.
     */
    async authenticate(
      token: string | null,
      options: { isUnattended?: boolean } = {},
    ): Promise<StaffAuthentication> {
      if (!token) return { kind: 'none' };
      const tokenHash = hashToken(token);
      const session = await findStaffSession(db, tokenHash);
      if (!session) return { kind: 'gone' };
      const at = now();
      if (!isStaffSessionUsable(session, at)) {
        if (session.endedAt === null)
          await db.transaction().execute((trx) => endStaffSession(trx, tokenHash, at));
        return { kind: 'gone' };
      }
      // last_seen_at moves at most once a minute: idle expiry may come up to a minute early, never late.
      const staleBefore = new Date(at.getTime() - staffSessionPolicy.touchIntervalMs);
      if (session.lastSeenAt <= staleBefore && !options.isUnattended) {
        await touchStaffSession(db, tokenHash, at, staleBefore);
      }
      return {
        kind: 'staff',
        staff: {
          staffId: session.staffId,
          tokenHash,
          loginId: session.loginId,
          name: session.name,
          role: session.role,
          isTotpVerified: session.isTotpVerified,
          isTotpEnrolled: session.totpEnabledAt !== null,
        },
      };
    },

    /** For a session still at the TOTP step: what it has to do (enrolment repeats the pending secret). */
    async pendingStep(staffId: number): Promise<StaffLoginStep> {
      const staff = await findStaffById(db, staffId);
      if (!staff || staff.totpEnabledAt !== null || !staff.totpSecret) return { next: 'verify' };
      return {
        next: 'enroll',
        secret: staff.totpSecret,
        otpauthUrl: otpauthUrl(staff.totpSecret, staff.loginId),
      };
    },
  };
}

/** The staff auth service. */
export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
