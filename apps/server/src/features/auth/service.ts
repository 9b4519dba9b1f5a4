import type { SessionEndReason } from '@hanpan/core/api/realtime';
import { normalizeLoginId } from '@hanpan/core/registration/login-id';
import { verifySecret } from '../../lib/crypto/secrets.ts';
import { createToken, hashToken } from '../../lib/crypto/tokens.ts';
import type { Db } from '../../lib/db/database.ts';
import { signInRateLimitedMessage } from '../../lib/http/app-error.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { SessionMember } from '../../lib/http/request-member.ts';
import type { AuthEvents } from './events.ts';
import type { MemberReads } from './member-reads.ts';
import { authRateRules, isSessionUsable, type SessionState, sessionPolicy } from './policy.ts';
import {
  endMemberSessions,
  endSession,
  endSessionsOf,
  type findMemberView,
  findSession,
  findSessionsByHashes,
  findSignInMember,
  recordLoginAttempt,
  startSession,
  touchSession,
} from './repository.ts';

/** What the session part of auth needs. */
export type AuthServiceDeps = {
  db: Db;
  /** Sessions and member views shared between calls until they change. */
  reads: MemberReads;
  limiter: RateLimiter;
  events: AuthEvents;
  now: () => Date;
  /**
   * Asked after the right password of an active member (player protection's time-out and
   * self-exclusion): a refusal answers the sign-in with its code and Korean message, no session.
   */
  checkSignIn?: SignInCheck;
};

/** A check of a member about to sign in: null lets them in, else the code and Korean message. */
export type SignInCheck = (memberId: number) => Promise<{ code: number; message: string } | null>;

/** A sign-in attempt: raw form values plus where it came from. */
export type SignInInput = {
  loginId: string;
  password: string;
  ip: string;
  /** The browser's device id cookie (lib/http/device-cookie.ts). */
  device: string | null;
  userAgent: string | null;
  /** The session cookie the browser already had; it is ended whatever happens next. */
  previousToken: string | null;
};

/** How a sign-in ended. Failure never says whether the id exists. */
export type SignInResult =
  | { kind: 'signedIn'; token: string; member: SessionMember; maxAgeSeconds: number }
  | { kind: 'failed' }
  | { kind: 'suspended' }
  /** The join waits for staff approval (가입승인). */
  | { kind: 'awaitingApproval' }
  /** Staff refused the join. */
  | { kind: 'joinRejected' }
  /** The member is in a time-out or self-exclusion: its code and message (with the KST end). */
  | { kind: 'refused'; code: number; message: string };

/** The member's own profile of /user/info, with their userContext (one statement). */
export type ProfileRecord = {
  loginId: string;
  nick: string;
  pointGrade: number;
  phone: string;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  kakaoId: string | null;
  createdAt: Date;
  partnerJoinCode: string;
  userContext: UserContextRecord;
};

/** What a session cookie turned out to be; `profile` only when asked for. */
export type Authentication =
  | { kind: 'member'; member: SessionMember; profile?: ProfileRecord }
  | { kind: 'none' }
  | { kind: 'gone' };

/** Options of `authenticate`. */
export type AuthenticateOptions = {
  /** Read the member's profile and userContext too. */
  withProfile?: boolean;
};

/** A member's balances (whole won) and counters, before presenting. */
export type UserContextRecord = {
  nick: string;
  pointGrade: number;
  cash: bigint;
  point: bigint;
  agencyCash: bigint;
  unreadMessages: bigint;
};

// Why a session that no longer counts ended: suspension first, then an explicit end, else time.
const endReasonOf = (session: SessionState): SessionEndReason => {
  if (session.memberStatus !== 'active') return 'suspended';
  return session.endedAt !== null ? 'logout' : 'expired';
};

type MemberViewRow = NonNullable<Awaited<ReturnType<typeof findMemberView>>>;
const toUserContext = (row: MemberViewRow): UserContextRecord => ({
  nick: row.nick,
  pointGrade: row.pointGrade,
  cash: row.cash ?? 0n,
  point: row.point ?? 0n,
  agencyCash: row.agencyCash ?? 0n,
  unreadMessages: row.unreadMessages ?? 0n,
});

const toProfile = (row: MemberViewRow): ProfileRecord => ({
  loginId: row.loginId,
  nick: row.nick,
  pointGrade: row.pointGrade,
  phone: row.phone,
  bankName: row.bankName,
  bankAccount: row.bankAccount,
  bankHolder: row.bankHolder,
  kakaoId: row.kakaoId,
  createdAt: row.createdAt,
  partnerJoinCode: row.partnerJoinCode,
  userContext: toUserContext(row),
});

/** Sign-in, sign-out, session checks and the logged-in member's context. */
export function createAuthService({ db, reads, limiter, events, now, checkSignIn }: AuthServiceDeps) {
  // Every process drops its shared reads of the member's sessions before the news goes out.
  const announceEnded = (memberId: number, tokenHash: string | null, reason: SessionEndReason) => {
    reads.sessionsChanged(memberId);
    events.publish({ type: 'session.ended', memberId, tokenHash, reason });
  };

  return {
    /**
     * Checks id and password (id and password compared lowercased and trimmed, as join stores
     * them, spec section 5) and starts a new session, ending any the browser had: a new
     * session id at every sign-in, so a planted cookie never becomes a logged-in one.
     */
    async signIn(input: SignInInput): Promise<SignInResult> {
      // Each attempt is counted before the password check, so parallel guesses cannot outrun it.
      await limiter.enforce(authRateRules.signInPerIp, input.ip, signInRateLimitedMessage);
      const loginId = normalizeLoginId(input.loginId);
      const password = input.password.trim().toLowerCase();
      if (loginId === '' || password === '') return { kind: 'failed' };
      await limiter.enforce(authRateRules.signInAttemptsPerLoginId, loginId, signInRateLimitedMessage);

      const member = await findSignInMember(db, loginId);
      const isPasswordRight = await verifySecret(member?.passwordHash ?? null, password);
      if (!member) return { kind: 'failed' };
      const userAgent = input.userAgent?.slice(0, 512) ?? null;
      // The member's 로그인 기록 (issue 27): a success is only an attempt that starts a session.
      const recordAttempt = (isSuccess: boolean) =>
        recordLoginAttempt(db, {
          memberId: member.id,
          isSuccess,
          at: now(),
          ip: input.ip,
          userAgent,
          device: input.device,
        });
      if (!isPasswordRight) {
        await recordAttempt(false);
        return { kind: 'failed' };
      }
      // A right password gives its attempt back and clears the id's failures.
      await limiter.reward(authRateRules.signInPerIp, input.ip);
      await limiter.reset(authRateRules.signInAttemptsPerLoginId, loginId);
      // Only after the right password, so these answers never tell a stranger an id exists.
      if (member.status !== 'active') await recordAttempt(false);
      if (member.status === 'pending') return { kind: 'awaitingApproval' };
      if (member.status === 'rejected') return { kind: 'joinRejected' };
      if (member.status !== 'active') return { kind: 'suspended' };
      const refusal = (await checkSignIn?.(member.id)) ?? null;
      if (refusal) {
        await recordAttempt(false);
        return { kind: 'refused', ...refusal };
      }

      const token = createToken();
      const tokenHash = hashToken(token);
      const startedAt = now();
      const previousHash = input.previousToken === null ? null : hashToken(input.previousToken);
      const previous = previousHash === null ? undefined : await findSession(db, previousHash);
      await startSession(
        db,
        {
          tokenHash,
          memberId: member.id,
          now: startedAt,
          expiresAt: new Date(startedAt.getTime() + sessionPolicy.absoluteTtlMs),
          ip: input.ip,
          device: input.device,
          userAgent,
        },
        previousHash,
      );
      await recordAttempt(true);
      if (previous) reads.sessionsChanged(previous.memberId);
      // A sign-in shows the member as they are now, whatever a shared read still holds.
      reads.viewsChanged([member.id]);
      events.publish({ type: 'session.started', memberId: member.id });
      return {
        kind: 'signedIn',
        token,
        member: { id: member.id, tokenHash },
        maxAgeSeconds: Math.floor(sessionPolicy.absoluteTtlMs / 1000),
      };
    },

    /** Ends the session of a cookie, if it is one. */
    async signOut(token: string | null): Promise<void> {
      if (token === null) return;
      const tokenHash = hashToken(token);
      const session = await findSession(db, tokenHash);
      if (!session || session.endedAt !== null) return;
      await endSession(db, tokenHash, now());
      announceEnded(session.memberId, tokenHash, 'logout');
    },

    /**
     * Ends every login session of a member (staff suspension, 'log out everywhere') and tells
     * their open pages, which go home. Returns how many sessions were open.
     */
    async endMemberSessions(memberId: number, reason: SessionEndReason): Promise<number> {
      const count = await endMemberSessions(db, memberId, now());
      announceEnded(memberId, null, reason);
      return count;
    },

    /**
     * Ends those of `tokenHashes` that are the member's own open sessions (the member ending a
     * device, or every other one after a password change) and tells their open pages, in every
     * process, as sign-out does. Returns how many it ended.
     */
    async endSessionsOf(memberId: number, tokenHashes: readonly string[]): Promise<number> {
      const ended = await endSessionsOf(db, memberId, tokenHashes, now());
      for (const tokenHash of ended) announceEnded(memberId, tokenHash, 'logout');
      return ended.length;
    },

    /**
     * Of these sessions (by token hash), the ones that no longer count and why. One past its
     * expiry, or of a suspended member, is ended here, as `authenticate` would.
     */
    async findEndedSessions(tokenHashes: readonly string[]): Promise<Map<string, SessionEndReason>> {
      const ended = new Map<string, SessionEndReason>();
      const at = now();
      const rows = await findSessionsByHashes(db, tokenHashes);
      const found = new Set(rows.map((row) => row.tokenHash));
      for (const tokenHash of tokenHashes) if (!found.has(tokenHash)) ended.set(tokenHash, 'expired');
      for (const row of rows) {
        if (isSessionUsable(row, at)) continue;
        const reason = endReasonOf(row);
        ended.set(row.tokenHash, reason);
        if (row.endedAt === null) await endSession(db, row.tokenHash, at);
      }
      return ended;
    },

    /**
     * Resolves a session cookie. A session past its expiry, or of a suspended member, is ended
     * here so it can never come back; a live one has its idle expiry slid forward. With
     * `withProfile` the member's profile (and userContext) comes back too.
     */
    async authenticate(token: string | null, options: AuthenticateOptions = {}): Promise<Authentication> {
      if (token === null) return { kind: 'none' };
      const tokenHash = hashToken(token);
      const at = now();
      let session = await reads.session(tokenHash);
      if (session && !isSessionUsable(session, at)) {
        // A shared read may predate another process's touch: a session is ended on a fresh one only.
        reads.forgetSession(tokenHash);
        session = await reads.session(tokenHash);
      }
      if (!session) return { kind: 'gone' };
      if (!isSessionUsable(session, at)) {
        if (session.endedAt === null) {
          await endSession(db, tokenHash, at);
          announceEnded(session.memberId, tokenHash, endReasonOf(session));
        }
        return { kind: 'gone' };
      }
      // last_seen_at moves at most once a minute: idle expiry may come up to a minute early, never late.
      const staleBefore = new Date(at.getTime() - sessionPolicy.touchIntervalMs);
      if (session.lastSeenAt <= staleBefore) {
        await touchSession(db, tokenHash, at, staleBefore);
        reads.forgetSession(tokenHash);
      }
      const member = { id: session.memberId, tokenHash };
      if (!options.withProfile) return { kind: 'member', member };
      const view = await reads.view(session.memberId);
      if (!view) return { kind: 'gone' };
      return { kind: 'member', member, profile: toProfile(view) };
    },

    /** The member's nick, grade, balances and unread count (shared until they change), or null if the member is gone. */
    async loadUserContext(memberId: number): Promise<UserContextRecord | null> {
      const row = await reads.view(memberId);
      return row ? toUserContext(row) : null;
    },

    /**
     * Call after a commit that changed members' balances, grades, nicks, profiles or unread counts:
     * every process's shared reads of them go (the notifier of `events.ts` does, for those it pushes).
     */
    userContextChanged(memberIds: number[]): void {
      reads.viewsChanged(memberIds);
    },
  };
}

/** The session part of auth. */
export type AuthService = ReturnType<typeof createAuthService>;
