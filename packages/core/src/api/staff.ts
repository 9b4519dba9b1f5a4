import { z } from 'zod';
import { type StaffPermission, type StaffRole, staffRoles } from '../staff-roles.ts';
import type { ChargeStatus, ExchangeStatus, PageOf } from './payments.ts';
import { staffText } from './staff-codes.ts';
import { storableText, unusableTextMessage } from './text.ts';

const loginIdMessage = '아이디는 영문 소문자, 숫자, _ 4~20자입니다.';
const loginIdSchema = storableText(loginIdMessage)
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_]{4,20}$/, loginIdMessage);
const passwordSchema = storableText(unusableTextMessage('비밀번호'), { kind: 'secret' })
  .min(10, '비밀번호는 10자 이상이어야 합니다.')
  .max(128);
const totpCodeMessage = '6자리 인증 코드를 입력해 주세요.';
const totpCodeSchema = storableText(totpCodeMessage)
  .trim()
  .regex(/^\d{6}$/, totpCodeMessage);
/** A staff action's reason (audited): one to 500 characters. */
export const reasonSchema = storableText(unusableTextMessage('사유'), { kind: 'multiline' })
  .trim()
  .min(1, staffText.reasonRequired)
  .max(500);
const idSchema = z.number().int().positive();

/** POST /api/staff/login: password step. A refused character answers like a wrong password. */
export const staffLoginRequestSchema = z.object({
  loginId: storableText(staffText.loginFailed).max(100),
  password: storableText(staffText.loginFailed, { kind: 'secret' }).max(200),
});

/**
 * data of /api/staff/login when the password is right: the TOTP step that follows.
 * 'enroll' carries the new secret (first login); 'verify' asks for a code.
 */
export type StaffLoginStep = { next: 'enroll'; secret: string; otpauthUrl: string } | { next: 'verify' };

/** POST /api/staff/totp: a code from the authenticator (enrolment or login). */
export const staffTotpRequestSchema = z.object({ code: totpCodeSchema });

/** The logged-in staff member (data of /api/staff/me and of a completed TOTP step). */
export type StaffMe = {
  id: number;
  loginId: string;
  name: string;
  role: StaffRole;
  permissions: StaffPermission[];
};

/** data of /api/staff/dashboard. */
export type StaffDashboard = {
  pendingCharges: { count: number; amount: number };
  pendingExchanges: { count: number; amount: number };
  /** Since midnight KST. */
  today: {
    approvedCharges: { count: number; amount: number };
    approvedExchanges: { count: number; amount: number };
    newMembers: number;
  };
  /** Sum of all members' balances. */
  memberBalances: { cash: number; point: number; agencyCash: number };
};

/** A list call's filter and page. */
export const staffPaymentListRequestSchema = z.object({
  status: z.enum(['pending', 'approved', 'rejected', 'cancelled', 'all']).default('pending'),
  page: z.number().int().min(1).max(100_000).default(1),
});

/** A deposit request as staff see it. */
export type StaffChargeItem = {
  id: number;
  memberId: number;
  loginId: string;
  nick: string;
  amount: number;
  depositorName: string;
  status: ChargeStatus;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
};

/** A withdrawal request as staff see it (full bank details: staff pay it out). */
export type StaffExchangeItem = {
  id: number;
  memberId: number;
  loginId: string;
  nick: string;
  amount: number;
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  status: ExchangeStatus;
  createdAt: string;
  /** Set when a large withdrawal has its first approval. */
  firstApprovedBy: string | null;
  /** True when the amount needs two approvals. */
  needsSecondApproval: boolean;
  decidedAt: string | null;
  decidedBy: string | null;
  reason: string | null;
};

/** POST /api/staff/charges/approve, /api/staff/exchanges/approve. */
export const staffDecideRequestSchema = z.object({ id: idSchema });
/** POST /api/staff/charges/reject, /api/staff/exchanges/reject. */
export const staffRejectRequestSchema = z.object({ id: idSchema, reason: reasonSchema });

/** data of an exchange approval: 'approved' (paid) or 'firstApproval' (waits for a second staff member). */
export type StaffExchangeDecision = { outcome: 'approved' | 'firstApproval'; item: StaffExchangeItem };

/** POST /api/staff/members/list. */
export const staffMemberListRequestSchema = z.object({
  query: storableText(unusableTextMessage('검색어')).trim().max(50).default(''),
  status: z.enum(['all', 'active', 'suspended', 'pending', 'rejected']).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
});

/** A member row in the back-office list. */
export type StaffMemberItem = {
  id: number;
  loginId: string;
  nick: string;
  phone: string;
  /** 'pending' waits for 가입승인, 'rejected' was refused it (see staff-join-approval.ts). */
  status: 'active' | 'suspended' | 'pending' | 'rejected';
  partnerName: string;
  cash: number;
  point: number;
  agencyCash: number;
  createdAt: string;
};

/** One ledger line of a member's account. */
export type StaffLedgerLine = {
  txId: string;
  kind: string;
  reference: string;
  account: 'cash' | 'point' | 'agency_cash';
  amount: number;
  memo: string | null;
  createdAt: string;
};

/** A member session as staff see it. */
export type StaffMemberSession = {
  createdAt: string;
  lastSeenAt: string;
  endedAt: string | null;
  ip: string | null;
  userAgent: string | null;
};

/** data of /api/staff/members/detail. */
export type StaffMemberDetail = StaffMemberItem & {
  bankName: string;
  bankAccount: string;
  bankHolder: string;
  birthDate: string;
  joinIp: string | null;
  /** Barred from betting by staff (bets refused with code 9); see /api/staff/members/bettingBlock. */
  isBettingBlocked: boolean;
  ledger: StaffLedgerLine[];
  charges: StaffChargeItem[];
  exchanges: StaffExchangeItem[];
  sessions: StaffMemberSession[];
};

/** POST /api/staff/members/detail. */
export const staffMemberRequestSchema = z.object({ memberId: idSchema });
/** POST /api/staff/members/suspend and /unsuspend (suspending ends the member's sessions). */
export const staffMemberStatusRequestSchema = z.object({ memberId: idSchema, reason: reasonSchema });

/**
 * POST /api/staff/members/adjust: a manual balance change posted through the ledger.
 * `amount` is signed whole won (negative takes money back); `idempotencyKey` makes a double
 * click post once.
 */
export const staffAdjustRequestSchema = z.object({
  memberId: idSchema,
  account: z.enum(['cash', 'point', 'agency_cash']),
  amount: z
    .number()
    .int('금액은 원 단위 정수로 입력해 주세요.')
    .refine((value) => value !== 0, '금액은 0이 아니어야 합니다.')
    .refine((value) => Math.abs(value) <= 100_000_000_000, '입력한 금액이 너무 큽니다.'),
  reason: reasonSchema,
  idempotencyKey: storableText(unusableTextMessage('요청 키')).min(8).max(100),
});

/** The money settings staff edit (data of /api/staff/settings/money, body of /save). */
export const moneySettingsSchema = z
  .object({
    minCharge: z.number().int().min(1).max(100_000_000),
    maxCharge: z.number().int().min(1).max(100_000_000_000),
    minExchange: z.number().int().min(1).max(100_000_000),
    maxExchange: z.number().int().min(1).max(100_000_000_000),
    minPointConversion: z.number().int().min(1).max(100_000_000),
    exchangeDualApprovalAmount: z.number().int().min(1).max(100_000_000_000),
    /** Released partner settlements above this need a second staff member's approval (issue 26). */
    agencySettlementDualApprovalAmount: z.number().int().min(1).max(100_000_000_000),
    depositBank: z.object({
      bankName: storableText(unusableTextMessage('은행명')).trim().min(1, '은행명을 입력해 주세요.').max(30),
      bankAccount: storableText(unusableTextMessage('계좌번호'))
        .trim()
        .min(1, '계좌번호를 입력해 주세요.')
        .max(30),
      bankHolder: storableText(unusableTextMessage('예금주'))
        .trim()
        .min(1, '예금주를 입력해 주세요.')
        .max(30),
    }),
  })
  .refine((value) => value.minCharge <= value.maxCharge, '최소 충전 금액이 최대보다 큽니다.')
  .refine((value) => value.minExchange <= value.maxExchange, '최소 환전 금액이 최대보다 큽니다.');
/** The money settings. */
export type MoneySettings = z.infer<typeof moneySettingsSchema>;

/** A staff account as owners see it. */
export type StaffAccountItem = {
  id: number;
  loginId: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  isTotpEnrolled: boolean;
  createdAt: string;
};

/** POST /api/staff/accounts/create (owners). The new staff member enrols TOTP at first login. */
export const staffCreateRequestSchema = z.object({
  loginId: loginIdSchema,
  name: storableText(unusableTextMessage('이름')).trim().min(1, '이름을 입력해 주세요.').max(30),
  role: z.enum(staffRoles),
  password: passwordSchema,
});

/** POST /api/staff/accounts/update (owners): role, enable/disable (disabling ends sessions), or a TOTP reset. */
export const staffUpdateRequestSchema = z.object({
  id: idSchema,
  role: z.enum(staffRoles).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  resetTotp: z.boolean().optional(),
});

/** POST /api/staff/audit/list. */
export const staffAuditListRequestSchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  action: storableText(unusableTextMessage('작업')).max(50).optional(),
  targetType: storableText(unusableTextMessage('대상 종류')).max(50).optional(),
  targetId: storableText(unusableTextMessage('대상 번호')).max(50).optional(),
});

/** One audit log line. */
export type StaffAuditItem = {
  id: string;
  staffLoginId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  before: unknown;
  after: unknown;
  reason: string | null;
  ip: string | null;
  createdAt: string;
};

/** Re-exported for the back office. */
export type { PageOf };
