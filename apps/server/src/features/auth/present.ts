import type { UserInfoData } from '@hanpan/core/api/auth';
import { sendSmsCode } from '@hanpan/core/api/auth-codes';
import type { UserContext } from '@hanpan/core/api/envelope';
import { levelLabel } from '@hanpan/core/level';
import { loginIdCheckMessage, nickCheckMessage } from '@hanpan/core/registration/messages';
import { presentMoney } from '../../lib/http/money.ts';
import { type DuplicateCheck, type SmsRequestResult, smsUnavailableMessage } from './join-service.ts';
import type { ProfileRecord, UserContextRecord } from './service.ts';

// Shown to the member themself, but a glance over a shoulder should not give away the account.
const maskTail = (value: string, visible: number) =>
  value.length <= visible ? value : `${'*'.repeat(value.length - visible)}${value.slice(-visible)}`;
const maskPhone = (phone: string) =>
  phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : maskTail(phone, 4);

/** The userContext every logged-in reply carries (spec section 3). */
export function presentUserContext(record: UserContextRecord): UserContext {
  return {
    user: {
      nick: record.nick,
      cash: presentMoney(record.cash),
      point: presentMoney(record.point),
      agencyCash: presentMoney(record.agencyCash),
      pointGrade: record.pointGrade,
    },
    messageCount: Number(record.unreadMessages),
  };
}

/** data of /user/info. */
export function presentProfile(profile: ProfileRecord): UserInfoData {
  return {
    loginId: profile.loginId,
    nick: profile.nick,
    pointGrade: profile.pointGrade,
    level: levelLabel(profile.pointGrade),
    phone: maskPhone(profile.phone),
    bankName: profile.bankName,
    bankAccount: maskTail(profile.bankAccount, 4),
    bankHolder: profile.bankHolder,
    kakaoId: profile.kakaoId,
    recommendCode: profile.partnerJoinCode,
    joinedAt: profile.createdAt.toISOString(),
  };
}

const duplicateCheckCode = { usable: 0, invalid: 1, duplicate: 2 } as const;

/** A duplicate-check reply: code 0 usable, 1 bad format, 2 taken; data.message is the spec's text. */
export function presentDuplicateCheck(check: DuplicateCheck, kind: 'loginId' | 'nick') {
  const messages = kind === 'loginId' ? loginIdCheckMessage : nickCheckMessage;
  const message = check.kind === 'invalid' ? check.message : messages[check.kind];
  return { code: duplicateCheckCode[check.kind], data: { message } };
}

const smsReplies = {
  sent: { code: sendSmsCode.sent, message: '인증번호를 발송했습니다.' },
  disabled: { code: sendSmsCode.disabled, message: 'SMS 인증을 사용하지 않습니다.' },
  invalid: { code: sendSmsCode.invalidPhone, message: '' },
  unavailable: { code: sendSmsCode.unavailable, message: smsUnavailableMessage },
  undelivered: {
    code: sendSmsCode.undelivered,
    message: 'SMS 발송에 실패했습니다. 잠시 후 다시 시도해 주세요.',
  },
} as const;

/** A /user/sendSms reply: 0 sent, 1 SMS not in use, 2 bad phone number, 3 not delivered, 4 no SMS provider. */
export function presentSmsRequest(result: SmsRequestResult) {
  const { code, message } = smsReplies[result.kind];
  if (result.kind === 'invalid') return { code, data: { message: result.message } };
  if (result.kind === 'sent') return { code, data: { message, expiresInSeconds: result.expiresInSeconds } };
  return { code, data: { message } };
}
