import { z } from 'zod';
import { joinFieldMaxLength } from '../registration/join-form.ts';
import { storableText } from './text.ts';

// The member's own account, 마이페이지 (issue 27): profile, the two passwords, the sign-in history
// and the live sessions. Every call is POST under /api/account with the member's session.

/** The Korean messages of the account calls; each names its field. */
export const accountText = {
  currentPasswordRequired: '현재 비밀번호를 입력해주세요.',
  nextPasswordRequired: '새 비밀번호를 입력해주세요.',
  nextPasswordTooLong: `새 비밀번호는 ${joinFieldMaxLength.loginPassword}자 이하로 입력하세요.`,
  passwordUnusable: '비밀번호에 사용할 수 없는 문자가 있습니다.',
  currentExchangePasswordRequired: '현재 환전 비밀번호를 입력해주세요.',
  nextExchangePasswordRequired: '새 환전 비밀번호를 입력해주세요.',
  nextExchangePasswordTooLong: `새 환전 비밀번호는 ${joinFieldMaxLength.exchangePassword}자 이하로 입력하세요.`,
  exchangePasswordUnusable: '환전 비밀번호에 사용할 수 없는 문자가 있습니다.',
  wrongCurrentPassword: '현재 비밀번호가 올바르지 않습니다.',
  wrongCurrentExchangePassword: '현재 환전 비밀번호가 올바르지 않습니다.',
  passwordChanged: '비밀번호를 변경했습니다. 다른 기기의 로그인은 모두 종료되었습니다.',
  exchangePasswordChanged: '환전 비밀번호를 변경했습니다.',
  passwordAttemptsExceeded: '비밀번호 확인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
  sessionIdRequired: '종료할 접속 기기를 선택해주세요.',
  sessionNotFound: '이미 종료되었거나 찾을 수 없는 접속입니다.',
  currentSessionNotEnded: '현재 접속 중인 기기는 로그아웃 메뉴로 종료해 주세요.',
} as const;

/** Envelope codes of the account calls besides 0 (ok), 2 (bad input) and 99 (no session). */
export const accountCode = {
  /** The current password (or exchange password) is wrong: nothing changed. */
  wrongCurrentPassword: 1,
  /** No such live session of the member (another member's id reads the same). */
  sessionNotFound: 3,
} as const;

// A password field: NUL and lone surrogates refused, trimmed, 1 to `max` characters (registration's rules).
const secretField = (messages: { unusable: string; required: string; tooLong: string }, max: number) =>
  storableText(messages.unusable, { kind: 'secret', typeMessage: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, messages.tooLong);

const loginMax = joinFieldMaxLength.loginPassword;
const exchangeMax = joinFieldMaxLength.exchangePassword;

/** POST /api/account/password: the current login password and the new one (registration's rules). */
export const changePasswordRequestSchema = z.object({
  current: secretField(
    {
      unusable: accountText.passwordUnusable,
      required: accountText.currentPasswordRequired,
      tooLong: accountText.wrongCurrentPassword,
    },
    loginMax,
  ),
  next: secretField(
    {
      unusable: accountText.passwordUnusable,
      required: accountText.nextPasswordRequired,
      tooLong: accountText.nextPasswordTooLong,
    },
    loginMax,
  ),
});
/** Body of /api/account/password. */
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/account/exchangePassword: the current exchange password and the new one. */
export const changeExchangePasswordRequestSchema = z.object({
  current: secretField(
    {
      unusable: accountText.exchangePasswordUnusable,
      required: accountText.currentExchangePasswordRequired,
      tooLong: accountText.wrongCurrentExchangePassword,
    },
    exchangeMax,
  ),
  next: secretField(
    {
      unusable: accountText.exchangePasswordUnusable,
      required: accountText.nextExchangePasswordRequired,
      tooLong: accountText.nextExchangePasswordTooLong,
    },
    exchangeMax,
  ),
});
/** Body of /api/account/exchangePassword. */
export type ChangeExchangePasswordRequest = z.infer<typeof changeExchangePasswordRequestSchema>;

/** POST /api/account/sessions/end: one session by its id, or every other session with `all: true`. */
export const endSessionsRequestSchema = z
  .object({
    id: z.uuid({ error: accountText.sessionIdRequired }).optional(),
    all: z.literal(true, { error: accountText.sessionIdRequired }).optional(),
  })
  .refine((body) => (body.id === undefined) !== (body.all === undefined), {
    message: accountText.sessionIdRequired,
  });
/** Body of /api/account/sessions/end. */
export type EndSessionsRequest = z.infer<typeof endSessionsRequestSchema>;

/** Calls without input (/info, /logins, /sessions). */
export const emptyAccountRequestSchema = z.object({}).passthrough();

/** data of /api/account/info: nothing secret, phone and bank account masked. */
export type AccountInfo = {
  loginId: string;
  nick: string;
  /** The raw point grade, as userContext's; shown with core levelLabel ('Lv.N'). */
  pointGrade: number;
  /** KST 'YYYY-MM-DD'. */
  joinedOn: string;
  /** '010-****-5678'. */
  phone: string;
  bankName: string;
  /** '****5678': the last 4 digits only. */
  bankAccount: string;
  bankHolder: string;
};

/** One sign-in attempt in 로그인 기록. */
export type AccountLogin = {
  /** KST 'YYYY-MM-DD HH:mm:ss'. */
  at: string;
  /** Masked to its /24 ('203.0.113.*'), or /48 for IPv6. */
  ip: string;
  /** 'Chrome 120 · Windows', from the user agent; '알 수 없음' without one. */
  device: string;
  isSuccess: boolean;
};

/** data of /api/account/logins: the last 50, newest first. */
export type AccountLogins = { items: AccountLogin[] };

/** One live session in 접속 기기. */
export type AccountSession = {
  /** Opaque id for /sessions/end (never the token or its hash). */
  id: string;
  /** KST 'YYYY-MM-DD HH:mm:ss'. */
  startedAt: string;
  lastSeenAt: string;
  ip: string;
  device: string;
  isCurrent: boolean;
};

/** data of /api/account/sessions: the live sessions, the current first, then newest first. */
export type AccountSessions = { items: AccountSession[] };

/** data of /api/account/sessions/end. */
export type EndSessionsResult = { ended: number };

/** data of a successful password change. */
export type PasswordChanged = { message: string; endedSessions: number };
