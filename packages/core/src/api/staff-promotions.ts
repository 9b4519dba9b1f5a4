import { z } from 'zod';
import {
  type AttendanceRules,
  type CouponRewardKind,
  couponCodeSchema,
  couponRewardKinds,
} from './promotions.ts';
import { storableText } from './text.ts';

// The back office's coupons and check-in rules (issue 14): POST /api/staff/coupons/list and
// /coupons/uses (permission 'promotions.view'); /coupons/create, /coupons/issue, /coupons/revoke,
// /coupons/revokeIssue and /attendance/rules/save ('promotions.manage'); /attendance/rules
// ('promotions.view'). Every change is audited.

/** Korean messages of the staff coupon and check-in calls and screens. */
export const staffPromotionsText = {
  nameRequired: '쿠폰 이름을 입력해 주세요.',
  nameTooLong: '쿠폰 이름은 100자 이하로 입력해 주세요.',
  badCharacter: '입력할 수 없는 문자가 들어 있습니다.',
  badRewardKind: '지급 종류(캐시 또는 포인트)를 선택해 주세요.',
  badAmount: '금액은 1원 이상 100,000,000원 이하의 정수로 입력해 주세요.',
  badExpiry: '만료 일시를 올바르게 입력해 주세요.',
  expiryPast: '만료 일시는 지금 이후여야 합니다.',
  badMode: '쿠폰 방식을 선택해 주세요.',
  codeNeeded: '코드 쿠폰에는 코드를 입력해 주세요.',
  codeNotAllowed: '지정 지급 쿠폰에는 코드를 넣지 않습니다.',
  codeTaken: '이미 사용 중인 쿠폰 코드입니다.',
  badCoupon: '쿠폰 번호가 올바르지 않습니다.',
  unknownCoupon: '쿠폰을 찾을 수 없습니다.',
  notIssuable: '지정 지급 쿠폰만 회원에게 지급할 수 있습니다.',
  couponClosed: '회수되었거나 만료된 쿠폰입니다.',
  loginIdsRequired: '지급할 회원 아이디를 입력해 주세요.',
  tooManyLoginIds: '한 번에 1,000명까지 지급할 수 있습니다.',
  unknownMembers: (ids: string) => `없는 회원 아이디: ${ids}`,
  issueUsed: '이미 사용된 쿠폰은 회수할 수 없습니다.',
  issueRevoked: '이미 회수된 쿠폰입니다.',
  unknownIssue: '지급 내역을 찾을 수 없습니다.',
  badRules: '출석 보상 설정이 올바르지 않습니다.',
  badPoints: '포인트는 0 이상 10,000,000 이하의 정수로 입력해 주세요.',
  badMinDeposit: '최소 입금액은 0원(조건 없음) 이상 100,000,000원 이하의 정수로 입력해 주세요.',
  badStreakDays: '연속 출석 일수는 2일 이상 366일 이하로 입력해 주세요.',
  duplicateStreakDays: '같은 연속 출석 일수가 두 번 있습니다.',
  created: '쿠폰을 만들었습니다.',
  issued: (count: number) => `${count}명에게 쿠폰을 지급했습니다.`,
  revoked: '쿠폰을 회수했습니다.',
  rulesSaved: '출석체크 설정을 저장했습니다.',
} as const;

/** Audit actions of the promotion calls. */
export const staffPromotionsAuditAction = {
  createCoupon: 'coupon.create',
  issueCoupon: 'coupon.issue',
  revokeCoupon: 'coupon.revoke',
  revokeIssue: 'coupon.revokeIssue',
  saveAttendanceRules: 'attendance.rules',
} as const;

/**
 * How a coupon reaches members: one code one member may redeem once ('single_code'), one code every
 * member may redeem once ('multi_code'), or issued by staff to chosen members ('issued').
 */
export const couponModes = ['single_code', 'multi_code', 'issued'] as const;

/** A coupon's mode. */
export type CouponMode = (typeof couponModes)[number];

/** Korean names of the coupon modes. */
export const couponModeText: Record<CouponMode, string> = {
  single_code: '1회용 코드',
  multi_code: '공용 코드(회원당 1회)',
  issued: '지정 회원 지급',
};

const couponIdSchema = z
  .number({ error: staffPromotionsText.badCoupon })
  .int({ error: staffPromotionsText.badCoupon })
  .min(1, staffPromotionsText.badCoupon)
  .max(2_147_483_647, staffPromotionsText.badCoupon);

/** Largest coupon amount. */
export const maxCouponAmount = 100_000_000;

/** POST /api/staff/coupons/create. */
export const staffCouponCreateRequestSchema = z
  .object({
    name: storableText(staffPromotionsText.badCharacter, { typeMessage: staffPromotionsText.nameRequired })
      .trim()
      .min(1, staffPromotionsText.nameRequired)
      .max(100, staffPromotionsText.nameTooLong),
    rewardKind: z.enum(couponRewardKinds, { error: staffPromotionsText.badRewardKind }),
    amount: z
      .number({ error: staffPromotionsText.badAmount })
      .int({ error: staffPromotionsText.badAmount })
      .min(1, staffPromotionsText.badAmount)
      .max(maxCouponAmount, staffPromotionsText.badAmount),
    expiresAt: z.iso.datetime({ offset: true, error: staffPromotionsText.badExpiry }),
    mode: z.enum(couponModes, { error: staffPromotionsText.badMode }),
    code: couponCodeSchema.nullable().default(null),
  })
  .refine((body) => body.mode === 'issued' || body.code !== null, {
    message: staffPromotionsText.codeNeeded,
    path: ['code'],
  })
  .refine((body) => body.mode !== 'issued' || body.code === null, {
    message: staffPromotionsText.codeNotAllowed,
    path: ['code'],
  });
/** Body of /coupons/create. */
export type StaffCouponCreateRequest = z.input<typeof staffCouponCreateRequestSchema>;

/** POST /api/staff/coupons/issue: give an 'issued' coupon to members by login id. */
export const staffCouponIssueRequestSchema = z.object({
  couponId: couponIdSchema,
  loginIds: z
    .array(storableText(staffPromotionsText.badCharacter).trim().min(1).max(30), {
      error: staffPromotionsText.loginIdsRequired,
    })
    .min(1, staffPromotionsText.loginIdsRequired)
    .max(1000, staffPromotionsText.tooManyLoginIds),
});

/** POST /api/staff/coupons/revoke: one coupon. */
export const staffCouponRequestSchema = z.object({ couponId: couponIdSchema });

/** Coupon list filters: still usable, past its expiry, or revoked by staff. */
export const couponListStatuses = ['active', 'expired', 'revoked'] as const;

/** A coupon list filter. */
export type CouponListStatus = (typeof couponListStatuses)[number];

/** Korean names of the coupon list filters. */
export const couponListStatusText: Record<CouponListStatus, string> = {
  active: '사용 중',
  expired: '만료',
  revoked: '회수',
};

const pageSchema = z.number().int().min(1).max(100_000).default(1);

/** POST /api/staff/coupons/list: one page of coupons, newest first (status null: every coupon). */
export const staffCouponListRequestSchema = z.object({
  status: z.enum(couponListStatuses).nullable().default(null),
  page: pageSchema,
});
/** Body of /coupons/list. */
export type StaffCouponListRequest = z.input<typeof staffCouponListRequestSchema>;

/** States of a member's copy of a coupon. */
export const couponUseStatuses = ['unused', 'used', 'revoked'] as const;

/** POST /api/staff/coupons/uses: one page of one coupon's copies, newest first (status null: all). */
export const staffCouponUsesRequestSchema = z.object({
  couponId: couponIdSchema,
  status: z.enum(couponUseStatuses).nullable().default(null),
  page: pageSchema,
});
/** Body of /coupons/uses. */
export type StaffCouponUsesRequest = z.input<typeof staffCouponUsesRequestSchema>;

/** POST /api/staff/coupons/revokeIssue: take back one member's unused coupon. */
export const staffCouponIssueIdRequestSchema = z.object({ issueId: couponIdSchema });

/** One coupon in the staff list. */
export type StaffCouponItem = {
  id: number;
  name: string;
  rewardKind: CouponRewardKind;
  amount: number;
  mode: CouponMode;
  code: string | null;
  expiresAt: string;
  isRevoked: boolean;
  issuedCount: number;
  usedCount: number;
  createdAt: string;
};

/** One member's copy of a coupon, in /coupons/uses. */
export type StaffCouponUse = {
  issueId: number;
  memberId: number;
  loginId: string;
  nick: string;
  status: (typeof couponUseStatuses)[number];
  issuedAt: string;
  usedAt: string | null;
};

const pointsSchema = z
  .number({ error: staffPromotionsText.badPoints })
  .int({ error: staffPromotionsText.badPoints })
  .min(0, staffPromotionsText.badPoints)
  .max(10_000_000, staffPromotionsText.badPoints);

/** POST /api/staff/attendance/rules/save. */
export const staffAttendanceRulesRequestSchema = z.object({
  pointsPerDay: pointsSchema,
  streakBonuses: z
    .array(
      z.object({
        days: z
          .number({ error: staffPromotionsText.badStreakDays })
          .int({ error: staffPromotionsText.badStreakDays })
          .min(2, staffPromotionsText.badStreakDays)
          .max(366, staffPromotionsText.badStreakDays),
        points: pointsSchema,
      }),
      { error: staffPromotionsText.badRules },
    )
    .max(20, staffPromotionsText.badRules)
    .refine((bonuses) => new Set(bonuses.map((bonus) => bonus.days)).size === bonuses.length, {
      message: staffPromotionsText.duplicateStreakDays,
    }),
  minDeposit: z
    .number({ error: staffPromotionsText.badMinDeposit })
    .int({ error: staffPromotionsText.badMinDeposit })
    .min(0, staffPromotionsText.badMinDeposit)
    .max(maxCouponAmount, staffPromotionsText.badMinDeposit),
}) satisfies z.ZodType<AttendanceRules>;
