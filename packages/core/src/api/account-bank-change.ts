import { z } from 'zod';
import { findBankFieldsError, joinFieldMaxLength } from '../registration/join-form.ts';
import { joinFormMessage } from '../registration/messages.ts';
import { storableText, unusableTextMessage } from './text.ts';

// 계좌 변경 (issue 27): a member asks for a new payout bank account; staff approve or reject it. The
// member's bank account used for withdrawals changes only on approval. One pending request per member.

/** The Korean messages of the bank account change calls; each names its field. */
export const bankChangeText = {
  exchangePasswordRequired: '환전 비밀번호를 입력해주세요.',
  wrongExchangePassword: '환전 비밀번호가 올바르지 않습니다.',
  alreadyPending: '심사 중인 계좌 변경 신청이 있습니다. 처리된 후 다시 신청해 주세요.',
  sameAccount: '현재 등록된 계좌와 같습니다.',
  requested: '계좌 변경을 신청했습니다. 관리자 승인 후 환전에 사용됩니다.',
  requestIdRequired: '처리할 계좌 변경 신청을 선택해주세요.',
  reasonRequired: '거절 사유를 입력해주세요.',
  notFound: '계좌 변경 신청을 찾을 수 없습니다.',
  alreadyDecided: '이미 처리된 계좌 변경 신청입니다.',
  memberIdRequired: '회원을 선택해주세요.',
  sessionIdRequired: '종료할 접속을 선택해주세요.',
  sessionNotFound: '이미 종료되었거나 찾을 수 없는 접속입니다.',
} as const;

/** Envelope codes of the bank change calls besides 0, 2 (bad input) and 99 (no session). */
export const bankChangeCode = {
  /** The exchange password is wrong: nothing written. */
  wrongExchangePassword: 1,
  /** The member already has a pending request: nothing written. */
  alreadyPending: 4,
  /** The new account is the one already registered: nothing written. */
  sameAccount: 5,
} as const;

/** A bank change request's state. */
export type BankChangeStatus = 'pending' | 'approved' | 'rejected';

/** Korean names of the states. */
export const bankChangeStatusText: Record<BankChangeStatus, string> = {
  pending: '심사 중',
  approved: '승인',
  rejected: '거절',
};

// Lengths beyond the registration limits are reported by findBankFieldsError with its own message;
// the cap here only stops oversized bodies.
const bankField = (name: string, typeMessage: string, tooLongMessage: string) =>
  storableText(unusableTextMessage(name), { typeMessage }).max(100, tooLongMessage);

/** POST /api/account/bankChange: the new account (registration's bank rules) and the exchange password. */
export const bankChangeRequestSchema = z
  .object({
    bankName: bankField('은행', joinFormMessage.bankNotChosen, joinFormMessage.bankNotChosen),
    bankAccount: bankField('계좌번호', joinFormMessage.accountEmpty, joinFormMessage.accountTooLong),
    bankHolder: bankField('예금주', joinFormMessage.holderEmpty, joinFormMessage.holderTooLong),
    exchangePassword: storableText(unusableTextMessage('환전 비밀번호'), {
      kind: 'secret',
      typeMessage: bankChangeText.exchangePasswordRequired,
    })
      .trim()
      .min(1, bankChangeText.exchangePasswordRequired)
      .max(joinFieldMaxLength.exchangePassword, bankChangeText.wrongExchangePassword),
  })
  .superRefine((body, ctx) => {
    const error = findBankFieldsError(body);
    if (error) ctx.addIssue({ code: 'custom', message: error.message, path: [error.field] });
  })
  .transform((body) => ({
    ...body,
    bankName: body.bankName.trim(),
    bankAccount: body.bankAccount.trim(),
    bankHolder: body.bankHolder.trim(),
  }));
/** Body of /api/account/bankChange (trimmed). */
export type BankChangeRequest = z.infer<typeof bankChangeRequestSchema>;

/** One of the member's requests in 계좌 변경. */
export type BankChangeItem = {
  id: number;
  bankName: string;
  /** '****5678'. */
  bankAccount: string;
  bankHolder: string;
  status: BankChangeStatus;
  /** Staff's reason for a rejection (or a note on approval); null without one. */
  reason: string | null;
  /** KST 'YYYY-MM-DD HH:mm:ss'. */
  requestedAt: string;
  decidedAt: string | null;
};

/** data of /api/account/bankChange. */
export type BankChangeRequested = { message: string; request: BankChangeItem };

/** data of /api/account/bankChange/list: newest first. */
export type BankChangeList = { items: BankChangeItem[] };

const idSchema = (message: string) => z.number({ error: message }).int(message).positive(message);

/** POST /api/staff/members/bankChanges: pending first, optionally one member or one state. */
export const staffBankChangeListRequestSchema = z.object({
  memberId: idSchema(bankChangeText.memberIdRequired).optional(),
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  page: z.number().int().positive().max(10_000).default(1),
});
/** Body of /api/staff/members/bankChanges. */
export type StaffBankChangeListRequest = z.input<typeof staffBankChangeListRequestSchema>;

/** POST /api/staff/members/bankChanges/review: approve, or reject with a reason. */
export const staffBankChangeReviewRequestSchema = z
  .object({
    id: idSchema(bankChangeText.requestIdRequired),
    approve: z.boolean({ error: bankChangeText.requestIdRequired }),
    reason: storableText(unusableTextMessage('사유'), { kind: 'multiline' }).trim().max(500).default(''),
  })
  .refine((body) => body.approve || body.reason.length > 0, {
    message: bankChangeText.reasonRequired,
    path: ['reason'],
  });

/** A request as staff see it: full account numbers (staff pay withdrawals out to them). */
export type StaffBankChangeItem = {
  id: number;
  memberId: number;
  loginId: string;
  nick: string;
  /** The account registered when the request was made. */
  before: { bankName: string; bankAccount: string; bankHolder: string };
  after: { bankName: string; bankAccount: string; bankHolder: string };
  status: BankChangeStatus;
  reason: string | null;
  /** ISO instants. */
  requestedAt: string;
  decidedAt: string | null;
};

/** data of /api/staff/members/bankChanges. */
export type StaffBankChangePage = {
  items: StaffBankChangeItem[];
  page: number;
  pageSize: number;
  total: number;
};

/** data of /api/staff/members/bankChanges/review. */
export type StaffBankChangeReviewed = { id: number; status: BankChangeStatus };

/** POST /api/staff/members/logins and /sessions: one member. */
export const staffMemberAccountRequestSchema = z.object({
  memberId: idSchema(bankChangeText.memberIdRequired),
});

/** POST /api/staff/members/sessions/end: one of the member's sessions by id, or all with `all: true`. */
export const staffEndSessionsRequestSchema = z
  .object({
    memberId: idSchema(bankChangeText.memberIdRequired),
    id: z.uuid({ error: bankChangeText.sessionIdRequired }).optional(),
    all: z.literal(true, { error: bankChangeText.sessionIdRequired }).optional(),
  })
  .refine((body) => (body.id === undefined) !== (body.all === undefined), {
    message: bankChangeText.sessionIdRequired,
  });
/** Body of /api/staff/members/sessions/end. */
export type StaffEndSessionsRequest = z.infer<typeof staffEndSessionsRequestSchema>;

/** One sign-in attempt as staff see it (full IP). */
export type StaffMemberLogin = { at: string; ip: string | null; device: string; isSuccess: boolean };

/** One live session as staff see it (full IP). */
export type StaffMemberSession = {
  id: string;
  startedAt: string;
  lastSeenAt: string;
  ip: string | null;
  device: string;
};
