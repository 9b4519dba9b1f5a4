import { z } from 'zod';
import type { AgencySettlementStatus, AgencyStatementLine } from './agency.ts';
import { reasonSchema } from './staff.ts';

// The daily partner settlement's back-office calls (issue 26): run (or re-run) a KST day, hold a
// partner's settlements for review, adjust a held one, release them (two staff above the money
// settings' agencySettlementDualApprovalAmount), and the filtered list of settlements with their lines.

/** A KST calendar day, 'YYYY-MM-DD'. */
export const kstDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '날짜 형식이 올바르지 않습니다.');

/** POST /api/staff/agency/settle: settles one KST day (a second run changes nothing). */
export const staffAgencySettleRequestSchema = z.object({ day: kstDaySchema });

/** data of /api/staff/agency/settle: how many partners the run settled now, paid, held, and the won paid. */
export type StaffAgencySettleResult = {
  day: string;
  settled: number;
  paid: number;
  held: number;
  /** Whole won posted to agency cash by this run, as a decimal string. */
  amount: string;
};

/** POST /api/staff/agency/settlement/hold and /release: a partner and the audited reason. */
export const staffAgencySettlementHoldRequestSchema = z.object({
  partnerId: z.number().int().positive(),
  reason: reasonSchema,
});
/** The body of /hold and /release. */
export type StaffAgencySettlementHoldRequest = z.infer<typeof staffAgencySettlementHoldRequestSchema>;

/**
 * data of /release: 'released' when the hold was lifted and the held settlements paid (how many, how
 * much); 'firstApproval' when their total is above the dual-approval line and a second staff member
 * must release them.
 */
export type StaffAgencySettlementReleaseResult = {
  partnerId: number;
  outcome: 'released' | 'firstApproval';
  released: number;
  amount: string;
};

/** POST /api/staff/agency/settlement/adjust: a held settlement's new amount (whole won) and the reason. */
export const staffAgencySettlementAdjustRequestSchema = z.object({
  settlementId: z.string().regex(/^\d{1,18}$/, '정산 번호가 올바르지 않습니다.'),
  amount: z
    .number()
    .int('금액은 원 단위 정수로 입력해 주세요.')
    .min(0, '금액은 0원 이상이어야 합니다.')
    .max(100_000_000_000, '입력한 금액이 너무 큽니다.'),
  reason: reasonSchema,
});
/** The body of /adjust. */
export type StaffAgencySettlementAdjustRequest = z.infer<typeof staffAgencySettlementAdjustRequestSchema>;

/** The settlement statuses a list may be filtered by. */
export const agencySettlementStatuses = ['paid', 'held', 'released', 'adjusted'] as const;

/** POST /api/staff/agency/settlements: settlements by KST day range, partner and status, a page at a time. */
export const staffAgencySettlementsRequestSchema = z
  .object({
    from: kstDaySchema,
    to: kstDaySchema,
    partnerId: z.number().int().positive().nullable().default(null),
    status: z.enum(['all', ...agencySettlementStatuses]).default('all'),
    page: z.number().int().min(1).max(100_000).default(1),
  })
  .refine((value) => value.from <= value.to, '시작일이 종료일보다 늦습니다.');
/** The body of /settlements. */
export type StaffAgencySettlementsRequest = z.input<typeof staffAgencySettlementsRequestSchema>;

/** Where a held settlement's release stands: one staff member, or the first or second of two. */
export type AgencyReleaseStage = 'single' | 'needsFirst' | 'needsSecond' | 'done';

/** One partner's settlement of a day as staff see it, with its statement lines. */
export type StaffAgencySettlementItem = {
  id: string;
  partnerId: number;
  partnerName: string;
  day: string;
  status: AgencySettlementStatus;
  /** What is paid (or was): whole won. */
  amount: number;
  /** The sum of the computed lines before any staff adjustment. */
  computedAmount: number;
  isAdjusted: boolean;
  /** Whether the partner's later days are held too. */
  isPartnerHeld: boolean;
  releaseStage: AgencyReleaseStage;
  firstApprovedBy: string | null;
  releasedAt: string | null;
  releasedBy: string | null;
  releaseReason: string | null;
  lines: AgencyStatementLine[];
};

/** data of /settlements: one page of settlements, newest day first. */
export type StaffAgencySettlementsData = {
  list: StaffAgencySettlementItem[];
  page: number;
  pageSize: number;
  total: number;
  /** The money settings' line above which a release needs two staff members. */
  dualApprovalAmount: number;
};

/** The back office's Korean texts of the settlement calls. */
export const agencySettlementText = {
  futureDay: '아직 끝나지 않은 날은 정산할 수 없습니다.',
  partnerNotFound: '파트너를 찾을 수 없습니다.',
  notHeld: '보류 중인 정산이 없습니다.',
  settlementNotFound: '정산을 찾을 수 없습니다.',
  notAdjustable: '보류 중인 정산만 조정할 수 있습니다.',
  aboveComputed: '계산된 정산금보다 많이 지급할 수 없습니다.',
  sameAmount: '지금 금액과 같습니다.',
} as const;

/** Audit actions of the settlement calls. */
export const agencySettlementAuditAction = {
  settle: 'agency.settle',
  hold: 'agency.settlement.hold',
  release: 'agency.settlement.release',
  firstApprove: 'agency.settlement.firstApprove',
  adjust: 'agency.settlement.adjust',
} as const;
