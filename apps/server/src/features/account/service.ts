import {
  type AccountInfo,
  type AccountLogins,
  type AccountSessions,
  accountCode,
  accountText,
  type ChangeExchangePasswordRequest,
  type ChangePasswordRequest,
  type EndSessionsRequest,
  type EndSessionsResult,
  type PasswordChanged,
} from '@hanpan/core/api/account';
import { maskBankAccount } from '@hanpan/core/banks';
import { kstDateOf } from '@hanpan/core/time/kst';
import { hashSecret } from '../../lib/crypto/secrets.ts';
import type { Db } from '../../lib/db/database.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { RateLimiter, RateRule } from '../../lib/http/rate-limit.ts';
import type { SessionMember } from '../../lib/http/request-member.ts';
import {
  type AuthService,
  findOpenSessionHash,
  listMemberLogins,
  listOpenSessions,
  listOtherOpenSessionHashes,
  sessionPolicy,
} from '../auth/index.ts';
import { isCurrentSecretRight } from './current-secret.ts';
import { accountRateRules, loginHistoryLength } from './policy.ts';
import { maskPhone, presentLogin, presentSession } from './present.ts';
import { findInfo, findPasswordHashes, setExchangePasswordHash, setPasswordHash } from './repository.ts';

/** What the account feature needs. */
export type AccountServiceDeps = {
  db: Db;
  limiter: RateLimiter;
  /** Ends sessions and tells every process, as sign-out does. */
  auth: Pick<AuthService, 'endSessionsOf'>;
  now: () => Date;
};

/** An account call's outcome: data, or a refusal code with its Korean message. */
export type AccountOutcome<T> = { kind: 'ok'; data: T } | { kind: 'refused'; code: number; message: string };

const refused = (code: number, message: string) => ({ kind: 'refused', code, message }) as const;

/** 마이페이지: the member's own profile, passwords, sign-in history and sessions. */
export function createAccountService({ db, limiter, auth, now }: AccountServiceDeps) {
  const isCurrentRight = (rule: RateRule, memberId: number, hash: string, plain: string) =>
    isCurrentSecretRight(limiter, rule, { memberId, hash, plain });

  const hashesOf = async (memberId: number) => {
    const hashes = await findPasswordHashes(db, memberId);
    if (!hashes) throw new AppError('sessionGone');
    return hashes;
  };

  return {
    /** 회원정보: nothing secret; phone and bank account masked. */
    async getInfo(memberId: number): Promise<AccountInfo> {
      const row = await findInfo(db, memberId);
      if (!row) throw new AppError('sessionGone');
      return {
        loginId: row.loginId,
        nick: row.nick,
        pointGrade: row.pointGrade,
        joinedOn: kstDateOf(row.createdAt),
        phone: maskPhone(row.phone),
        bankName: row.bankName,
        bankAccount: maskBankAccount(row.bankAccount),
        bankHolder: row.bankHolder,
      };
    },

    /**
     * 비밀번호 변경: lowercased like join and sign-in (spec section 5). A right current password
     * changes it and ends every other session of the member; the current one stays.
     */
    async changePassword(
      member: SessionMember,
      body: ChangePasswordRequest,
    ): Promise<AccountOutcome<PasswordChanged>> {
      const { passwordHash } = await hashesOf(member.id);
      const current = body.current.toLowerCase();
      const rule = accountRateRules.currentPasswordPerMember;
      if (!(await isCurrentRight(rule, member.id, passwordHash, current))) {
        return refused(accountCode.wrongCurrentPassword, accountText.wrongCurrentPassword);
      }
      await setPasswordHash(db, member.id, await hashSecret(body.next.toLowerCase()));
      const others = await listOtherOpenSessionHashes(db, member.id, member.tokenHash);
      const endedSessions = await auth.endSessionsOf(member.id, others);
      return { kind: 'ok', data: { message: accountText.passwordChanged, endedSessions } };
    },

    /** 환전 비밀번호 변경: case-sensitive, trimmed like join. */
    async changeExchangePassword(
      memberId: number,
      body: ChangeExchangePasswordRequest,
    ): Promise<AccountOutcome<{ message: string }>> {
      const { exchangePasswordHash } = await hashesOf(memberId);
      const rule = accountRateRules.currentExchangePasswordPerMember;
      if (!(await isCurrentRight(rule, memberId, exchangePasswordHash, body.current))) {
        return refused(accountCode.wrongCurrentPassword, accountText.wrongCurrentExchangePassword);
      }
      await setExchangePasswordHash(db, memberId, await hashSecret(body.next));
      return { kind: 'ok', data: { message: accountText.exchangePasswordChanged } };
    },

    /** 로그인 기록: the last 50 sign-in attempts, newest first. */
    async listLogins(memberId: number): Promise<AccountLogins> {
      const rows = await listMemberLogins(db, memberId, loginHistoryLength);
      return { items: rows.map(presentLogin) };
    },

    /** 접속 기기: the live sessions, the current one first. */
    async listSessions(member: SessionMember): Promise<AccountSessions> {
      const at = now();
      const idleSince = new Date(at.getTime() - sessionPolicy.idleTtlMs);
      const rows = await listOpenSessions(db, member.id, at, idleSince);
      const items = rows.map((row) => presentSession(row, member.tokenHash));
      items.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));
      return { items };
    },

    /**
     * Ends one of the member's sessions by its id, or every other one. Another member's id reads as
     * a missing one and changes nothing.
     */
    async endSessions(
      member: SessionMember,
      body: EndSessionsRequest,
    ): Promise<AccountOutcome<EndSessionsResult>> {
      if (body.id === undefined) {
        const others = await listOtherOpenSessionHashes(db, member.id, member.tokenHash);
        return { kind: 'ok', data: { ended: await auth.endSessionsOf(member.id, others) } };
      }
      const tokenHash = await findOpenSessionHash(db, member.id, body.id);
      const ended = tokenHash === undefined ? 0 : await auth.endSessionsOf(member.id, [tokenHash]);
      if (ended === 0) return refused(accountCode.sessionNotFound, accountText.sessionNotFound);
      return { kind: 'ok', data: { ended } };
    },
  };
}

/** The account feature's service. */
export type AccountService = ReturnType<typeof createAccountService>;
