import { timingSafeEqual } from 'node:crypto';
import type { JoinRequest } from '@hanpan/core/api/auth';
import { joinCode } from '@hanpan/core/api/auth-codes';
import { parseBirthDate } from '@hanpan/core/registration/birth-date';
import { isDigits } from '@hanpan/core/registration/charsets';
import { findJoinFormError, normalizeJoinForm } from '@hanpan/core/registration/join-form';
import { checkLoginIdFormat, normalizeLoginId } from '@hanpan/core/registration/login-id';
import { joinFormMessage, joinResultMessage } from '@hanpan/core/registration/messages';
import { checkNickFormat } from '@hanpan/core/registration/nick';
import { hashSecret } from '../../lib/crypto/secrets.ts';
import { createNumericCode, hashToken } from '../../lib/crypto/tokens.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { RateLimiter, RateRule } from '../../lib/http/rate-limit.ts';
import type { SmsGateway } from '../../lib/sms/sms-gateway.ts';
import type { AuthEvents } from './events.ts';
import { authRateRules, smsPolicy } from './policy.ts';
import { findPartnerByJoinCode, insertMember, isTaken, type UniqueMemberField } from './repository.ts';
import { claimSmsAttempt, findLatestSmsVerification, insertSmsVerification } from './sms-repository.ts';

/** What registration needs. */
export type JoinServiceDeps = {
  db: Db;
  limiter: RateLimiter;
  events: AuthEvents;
  /** null: no SMS provider (production without SMS_WEBHOOK_URL), so SMS verification is unavailable. */
  smsGateway: SmsGateway | null;
  /** The site settings registration depends on (owned by the site feature). */
  readJoinSettings: () => Promise<{ useSms: boolean; requireJoinApproval: boolean }>;
  now: () => Date;
  onSmsFailure: (error: unknown) => void;
  /** Member referral codes (the referral feature); without it the join code field takes only partner codes. */
  referral?: JoinReferralHook;
  /** The protection feature's part: sets the deposit limit chosen in the form. */
  setDepositLimit: JoinDepositLimitHook;
};

/**
 * In the join's transaction: the deposit limit the newcomer chose (issue 27) as their own limit, in
 * force at once, and the deposit-limit question answered.
 */
export type JoinDepositLimitHook = (
  trx: Trx,
  memberId: number,
  limit: NonNullable<JoinRequest['depositLimit']>,
  at: Date,
) => Promise<void>;

/**
 * The referral feature's part of a join: the 가입코드 field takes a partner's join code or a member's
 * referral code (partner codes win a clash); a referral code puts the newcomer under the referrer's
 * partner, and every newcomer gets a referral code of their own in the join's transaction.
 */
export type JoinReferralHook = {
  /** The owner of a member referral code and their partner, or undefined. */
  findReferrer(code: string): Promise<{ memberId: number; partnerId: number } | undefined>;
  /** In the join's transaction: the newcomer's own code, and their referral when `referrerId` is set. */
  recordJoin(
    trx: Trx,
    newcomer: {
      memberId: number;
      phone: string;
      bankAccount: string;
      ip: string;
      device: string | null;
      at: Date;
    },
    referrerId: number | null,
  ): Promise<void>;
};

/** Result of a duplicate check (spec section 5, "ID check" / "Nick check"). */
export type DuplicateCheck =
  | { kind: 'usable' }
  | { kind: 'invalid'; message: string }
  | { kind: 'duplicate' };

/** Result of asking for an SMS code. */
export type SmsRequestResult =
  | { kind: 'sent'; expiresInSeconds: number }
  | { kind: 'disabled' }
  | { kind: 'unavailable' }
  | { kind: 'invalid'; message: string }
  | { kind: 'undelivered' };

/** A /user/join outcome: code and subCode of spec section 8, with the Korean text to show. */
export type JoinOutcome = { code: number; subCode?: number; message: string; memberId?: number };

const subCodeOfDuplicate: Record<UniqueMemberField, number> = {
  loginId: 1,
  nick: 2,
  phone: 3,
  bankAccount: 4,
};

const outcome = (code: number, subCode?: number, message?: string): JoinOutcome => ({
  code,
  ...(subCode === undefined ? {} : { subCode }),
  message: joinResultMessage(code, subCode, message),
});
const invalid = (message: string) => outcome(joinCode.invalid, undefined, message);
const duplicate = (field: UniqueMemberField) => outcome(joinCode.duplicate, subCodeOfDuplicate[field]);
const rejected = (subCode: 2 | 3 | 4) => outcome(joinCode.rejected, subCode);

/** What sendSms and join answer while SMS verification is required but no SMS provider is configured. */
export const smsUnavailableMessage =
  '현재 휴대폰 인증을 이용할 수 없어 가입할 수 없습니다. 고객센터에 문의해 주세요.';

/** The code is stored as sha256(phone:code): the phone binds it to the number it was sent to. */
const hashSmsCode = (phone: string, code: string) => hashToken(`${phone}:${code}`);

const isSameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));

/** Duplicate checks, SMS codes and /user/join. */
export function createJoinService(deps: JoinServiceDeps) {
  const { limiter, now } = deps;

  const enforce = (rule: RateRule, subject: string) => limiter.enforce(rule, subject);

  // useSms on: the newest code for the phone must be live, tried fewer than 5 times, and match.
  const verifySmsCode = async (phone: string, code: string): Promise<JoinOutcome | { id: number }> => {
    const latest = await findLatestSmsVerification(deps.db, phone);
    if (!latest || !(await claimSmsAttempt(deps.db, latest.id, smsPolicy.maxAttempts, now())))
      return rejected(4);
    return isSameHash(latest.codeHash, hashSmsCode(phone, code)) ? { id: latest.id } : rejected(3);
  };

  return {
    /** The login-id duplicate check: format, then taken (case-insensitive). */
    async checkLoginId(rawLoginId: string, ip: string): Promise<DuplicateCheck> {
      await enforce(authRateRules.duplicateCheckPerIp, ip);
      const loginId = normalizeLoginId(rawLoginId);
      const message = checkLoginIdFormat(loginId);
      if (message) return { kind: 'invalid', message };
      return (await isTaken(deps.db, 'loginId', loginId)) ? { kind: 'duplicate' } : { kind: 'usable' };
    },

    /** The nickname duplicate check: format, then taken (case-insensitive). */
    async checkNick(rawNick: string, ip: string): Promise<DuplicateCheck> {
      await enforce(authRateRules.duplicateCheckPerIp, ip);
      const nick = rawNick.trim();
      const message = checkNickFormat(nick);
      if (message) return { kind: 'invalid', message };
      return (await isTaken(deps.db, 'nick', nick)) ? { kind: 'duplicate' } : { kind: 'usable' };
    },

    /** Sends a 6-digit join code to a phone (only while the site's useSms is on). */
    async requestSmsCode(rawPhone: string, ip: string): Promise<SmsRequestResult> {
      if (!(await deps.readJoinSettings()).useSms) return { kind: 'disabled' };
      const gateway = deps.smsGateway;
      if (!gateway) return { kind: 'unavailable' };
      const phone = rawPhone.trim().replace(/[\s-]/g, '');
      if (!isDigits(phone) || phone.length !== 11)
        return { kind: 'invalid', message: joinFormMessage.phoneFormat };
      await enforce(authRateRules.smsPerIp, ip);
      await enforce(authRateRules.smsPerPhone, phone);

      const code = createNumericCode(smsPolicy.digits);
      const sentAt = now();
      const expiresAt = new Date(sentAt.getTime() + smsPolicy.ttlMs);
      await insertSmsVerification(deps.db, {
        phone,
        codeHash: hashSmsCode(phone, code),
        now: sentAt,
        expiresAt,
        ip,
      });
      try {
        await gateway.send(phone, `[한판] 인증번호 ${code} (5분 안에 입력해 주세요)`);
      } catch (error) {
        deps.onSmsFailure(error);
        return { kind: 'undelivered' };
      }
      return { kind: 'sent', expiresInSeconds: smsPolicy.ttlMs / 1000 };
    },

    /**
     * Registers a member. Every rule of spec section 5 is checked here, in the spec's order, on
     * the normalized form: id format, id taken (3/1), then core's join checks with "nick check
     * passed" meaning format ok and not taken (3/2); then the join code (1/2), phone (3/3) and
     * account (3/4) duplicates, the SMS code (1/3, 1/4), and the insert.
     */
    async join(request: JoinRequest, origin: { ip: string; device: string | null }): Promise<JoinOutcome> {
      const { ip, device } = origin;
      await enforce(authRateRules.joinPerIp, ip);
      const form = normalizeJoinForm(request);
      const today = now();

      const loginIdError = checkLoginIdFormat(form.loginId);
      if (loginIdError) return invalid(loginIdError);
      if (await isTaken(deps.db, 'loginId', form.loginId)) return duplicate('loginId');
      const nickError = checkNickFormat(form.nick);
      const isNickTaken = nickError === null && (await isTaken(deps.db, 'nick', form.nick));
      const formError = findJoinFormError(form, {
        isLoginIdChecked: true,
        isNickChecked: nickError === null && !isNickTaken,
        today,
      });
      if (formError?.message === joinFormMessage.nickNotChecked) {
        return nickError ? invalid(nickError) : duplicate('nick');
      }
      if (formError) return invalid(formError.message);

      const typedCode = form.keyCode.toLowerCase();
      const partnerByCode = await findPartnerByJoinCode(deps.db, typedCode);
      const referrer = partnerByCode ? undefined : await deps.referral?.findReferrer(typedCode);
      const partner = partnerByCode ?? (referrer ? { id: referrer.partnerId } : undefined);
      if (!partner) return rejected(2);
      if (await isTaken(deps.db, 'phone', form.phoneNum)) return duplicate('phone');
      if (await isTaken(deps.db, 'bankAccount', form.bankAccount)) return duplicate('bankAccount');

      const settings = await deps.readJoinSettings();
      let smsVerificationId: number | null = null;
      if (settings.useSms) {
        if (!deps.smsGateway) return invalid(smsUnavailableMessage);
        const smsCode = form.smsCode?.trim() ?? '';
        if (smsCode === '') return rejected(4);
        const verified = await verifySmsCode(form.phoneNum, smsCode);
        if ('code' in verified) return verified;
        smsVerificationId = verified.id;
      }

      // Hash before the transaction: PGlite runs one transaction at a time, so nothing slow inside.
      const [passwordHash, exchangePasswordHash] = await Promise.all([
        hashSecret(form.loginPassword),
        hashSecret(form.exchangePassword),
      ]);
      const birthDate = parseBirthDate(form.userdate, today)!.toISOString().slice(0, 10);
      const kakaoId = form.kakaoId?.trim() ? form.kakaoId.trim() : null;
      const member = {
        loginId: form.loginId,
        passwordHash,
        nick: form.nick,
        phone: form.phoneNum,
        bankName: form.bankName,
        bankAccount: form.bankAccount,
        bankHolder: form.bankHolder,
        exchangePasswordHash,
        kakaoId,
        birthDate,
        partnerId: partner.id,
        joinCodeId: partnerByCode?.joinCodeId,
        joinIp: ip,
        joinDevice: device,
        // findJoinFormError refused the join unless both consents were given, so they are given now.
        consentedAt: today,
        status: settings.requireJoinApproval ? ('pending' as const) : ('active' as const),
      };
      const { referral, setDepositLimit } = deps;
      const depositLimit = form.depositLimit ?? null;
      // The newcomer's rows of other features, in the member's transaction (the trigger of migration
      // 0047 made their protection row with the member).
      const writeOtherRows = async (trx: Trx, memberId: number) => {
        await referral?.recordJoin(
          trx,
          { memberId, phone: member.phone, bankAccount: member.bankAccount, ip, device, at: today },
          referrer?.memberId ?? null,
        );
        if (depositLimit) await setDepositLimit(trx, memberId, depositLimit, today);
      };
      const result = await insertMember(deps.db, member, smsVerificationId, today, writeOtherRows);
      if (result.kind === 'duplicate') return duplicate(result.field);
      if (result.kind === 'smsCodeGone') return rejected(4);
      deps.events.publish({ type: 'member.joined', memberId: result.memberId, partnerId: partner.id });
      // Spec section 8: code 1 with subCode 1 is an application completed (here: waiting for approval).
      const done = settings.requireJoinApproval ? outcome(joinCode.rejected, 1) : outcome(joinCode.ok);
      return { ...done, memberId: result.memberId };
    },
  };
}

/** Registration. */
export type JoinService = ReturnType<typeof createJoinService>;
