import { z } from 'zod';
import {
  joinFormMessage,
  loginFailedMessage,
  loginIdCheckMessage,
  nickCheckMessage,
} from '../registration/messages.ts';
import { joinDepositLimitSchema } from './protection.ts';
import { storableText, unusableTextMessage } from './text.ts';

/**
 * POST /api/user/sign, form-encoded (spec section 7). Trimmed; login id lowercased. A refused
 * character answers like a wrong id or password (code 1, 'check ID/password').
 */
export const signRequestSchema = z.object({
  loginId: storableText(loginFailedMessage).max(64),
  loginPassword: storableText(loginFailedMessage, { kind: 'secret' }).max(64),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

/** POST /api/user/checkLoginId. */
export const checkLoginIdRequestSchema = z.object({
  loginId: storableText(loginIdCheckMessage.invalid).max(64),
});

/** POST /api/user/checkNick. */
export const checkNickRequestSchema = z.object({ nick: storableText(nickCheckMessage.invalid).max(64) });

/** POST /api/user/sendSms: asks for a join verification code (only when the site's useSms is on). */
export const sendSmsRequestSchema = z.object({ phoneNum: storableText(joinFormMessage.phoneFormat).max(32) });

const text = (label: string) => storableText(unusableTextMessage(label));
const secret = (label: string) => storableText(unusableTextMessage(label), { kind: 'secret' });

/**
 * POST /api/user/join, the registration payload of spec section 3, plus `smsCode` when useSms is on
 * and the two consents (이용약관, 개인정보 처리방침) and the optional deposit limit after the spec's fields.
 * Only types, lengths and storable characters here (code 2 naming the field); the spec's rules and
 * their order live in `registration/`.
 */
export const joinRequestSchema = z.object({
  loginId: text('아이디').max(64),
  loginPassword: secret('비밀번호').max(64),
  nick: text('닉네임').max(64),
  phoneNum: text('전화번호').max(64),
  bankName: text('은행명').max(64),
  bankAccount: text('계좌번호').max(64),
  bankHolder: text('예금주').max(64),
  keyCode: text('가입코드').max(64),
  exchangePassword: secret('환전 비밀번호').max(64),
  kakaoId: text('카카오톡 아이디').max(64).optional(),
  userdate: text('생년월일').max(64),
  smsCode: secret('인증번호').max(16).optional(),
  // Optional here so a missing consent gets its Korean message from the join rules, not code 2 "field".
  agreeTerms: z.boolean().optional(),
  agreePrivacy: z.boolean().optional(),
  // Issue 27: the deposit limit asked at registration, after the spec's fields (absent = 설정 안 함).
  depositLimit: joinDepositLimitSchema,
});
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** data of a /user/join reply. */
export type JoinReplyData = { subCode?: number; message?: string };

/** data of /user/info: the member's own profile, contact and bank details masked. */
export type UserInfoData = {
  loginId: string;
  nick: string;
  pointGrade: number;
  level: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  kakaoId: string | null;
  recommendCode: string;
  joinedAt: string;
};
