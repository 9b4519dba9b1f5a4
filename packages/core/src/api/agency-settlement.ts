import { z } from 'zod';
import { reasonSchema } from './staff.ts';

// The daily partner settlement's back-office calls (issue 26): run (or re-run) a KST day, and hold or
// release a partner's settlements for review.

/** A KST calendar day, 'YYYY-MM-DD'. */
export const kstDaySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, '날짜 형식이 올바르지 않습니다.');

/** POST /api/staff/agency/settle: settles one KST day (a second run changes nothing). */
export const staffAgencySettleRequestSchema = z.object({ day: kstDaySchema });
/** The body of /api/staff/agency/settle. */
export type StaffAgencySettleRequest = z.infer<typeof staffAgencySettleRequestSchema>;

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

/** data of /release: how many held settlements were paid and how much. */
export type StaffAgencySettlementReleaseResult = { partnerId: number; released: number; amount: string };

/** The back office's Korean texts of the settlement calls. */
export const agencySettlementText = {
  futureDay: '아직 끝나지 않은 날은 정산할 수 없습니다.',
  partnerNotFound: '파트너를 찾을 수 없습니다.',
  notHeld: '보류 중인 정산이 없습니다.',
} as const;

/** Audit actions of the settlement calls. */
export const agencySettlementAuditAction = {
  settle: 'agency.settle',
  hold: 'agency.settlement.hold',
  release: 'agency.settlement.release',
} as const;
