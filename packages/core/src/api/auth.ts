import { z } from 'zod';

/** POST /api/user/sign, form-encoded (spec section 7). Trimmed; login id lowercased. */
export const signRequestSchema = z.object({
  loginId: z.string().max(64),
  loginPassword: z.string().max(64),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

/** POST /api/user/checkLoginId. */
export const checkLoginIdRequestSchema = z.object({ loginId: z.string().max(64) });
export type CheckLoginIdRequest = z.infer<typeof checkLoginIdRequestSchema>;

/** POST /api/user/checkNick. */
export const checkNickRequestSchema = z.object({ nick: z.string().max(64) });
export type CheckNickRequest = z.infer<typeof checkNickRequestSchema>;

/** POST /api/user/sendSms: asks for a join verification code (only when the site's useSms is on). */
export const sendSmsRequestSchema = z.object({ phoneNum: z.string().max(32) });
export type SendSmsRequest = z.infer<typeof sendSmsRequestSchema>;

/**
 * POST /api/user/join, the registration payload of spec section 3, plus `smsCode` when useSms is on.
 * Only types and lengths here; the spec's rules and their order live in `registration/`.
 */
export const joinRequestSchema = z.object({
  loginId: z.string().max(64),
  loginPassword: z.string().max(64),
  nick: z.string().max(64),
  phoneNum: z.string().max(64),
  bankName: z.string().max(64),
  bankAccount: z.string().max(64),
  bankHolder: z.string().max(64),
  keyCode: z.string().max(64),
  exchangePassword: z.string().max(64),
  kakaoId: z.string().max(64).optional(),
  userdate: z.string().max(64),
  smsCode: z.string().max(16).optional(),
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
