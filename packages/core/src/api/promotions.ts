import { z } from 'zod';
import { withParticle } from '../korean/particle.ts';
import { storableText } from './text.ts';

// The member's coupons (/board/coupon) and daily check-in (/board/attendance), issue 14:
// POST /api/coupon/list, /api/coupon/use, /api/coupon/redeem, /api/attendance/status and
// /api/attendance/check. Every credit goes through the ledger exactly once: a coupon is used once
// (per member for a shared code) and a member checks in once per KST day.

/** Codes of the coupon and check-in calls (0 success, 2 bad input as everywhere). */
export const promotionCode = {
  ok: 0,
  invalidInput: 2,
  /** The coupon or code does not exist, is not the member's, or was withdrawn. */
  notFound: 3,
  /** Already used (or the member already redeemed this code, or a single-use code is spent). */
  alreadyUsed: 4,
  expired: 5,
  /** Already checked in this KST day. */
  alreadyCheckedIn: 6,
  /** The staff-set minimum deposit of the day is not reached yet. */
  depositRequired: 7,
} as const;

/** Korean messages of the member's coupon and check-in calls and pages. */
export const promotionText = {
  couponNotFound: '쿠폰을 찾을 수 없습니다.',
  couponUsed: '이미 사용한 쿠폰입니다.',
  couponExpired: '사용 기간이 지난 쿠폰입니다.',
  codeRequired: '쿠폰 코드를 입력해 주세요.',
  codeTooLong: '쿠폰 코드는 40자 이하로 입력해 주세요.',
  codeBadCharacter: '쿠폰 코드에 사용할 수 없는 문자가 있습니다.',
  badCoupon: '쿠폰 번호가 올바르지 않습니다.',
  couponUsedDone: (amount: string, unit: string) =>
    `쿠폰을 사용했습니다. ${withParticle(`${amount}${unit}`, '이/가')} 지급되었습니다.`,
  /** Asked before a typed coupon code is redeemed. */
  confirmCode: (code: string) => `쿠폰 코드 ${withParticle(code, '을/를')} 사용하시겠습니까?`,
  /** Asked before one of the member's coupons is used, e.g. '1,000P가 포인트로 지급됩니다.' */
  confirmCoupon: (name: string, amount: string, rewardName: string) =>
    `${name} 쿠폰을 사용하시겠습니까? ${withParticle(amount, '이/가')} ${withParticle(rewardName, '으로/로')} 지급됩니다.`,
  alreadyCheckedIn: '오늘은 이미 출석체크를 했습니다.',
  depositRequired: (minimum: string) => `오늘 ${minimum}원 이상 입금해야 출석체크를 할 수 있습니다.`,
  checkedIn: (points: string) => `출석체크 완료! ${points}P가 지급되었습니다.`,
} as const;

/** What a coupon credits. */
export const couponRewardKinds = ['cash', 'point'] as const;

/** Cash (캐시) or points (포인트). */
export type CouponRewardKind = (typeof couponRewardKinds)[number];

/** Korean names and units of the reward kinds. */
export const couponRewardText: Record<CouponRewardKind, { name: string; unit: string }> = {
  cash: { name: '캐시', unit: '원' },
  point: { name: '포인트', unit: 'P' },
};

/** Where a member's coupon stands. */
export type MemberCouponState = 'unused' | 'used' | 'expired';

/** Korean names of the coupon states. */
export const memberCouponStateText: Record<MemberCouponState, string> = {
  unused: '사용 가능',
  used: '사용 완료',
  expired: '기간 만료',
};

/** One of the member's coupons in /api/coupon/list. */
export type MemberCouponItem = {
  id: number;
  name: string;
  rewardKind: CouponRewardKind;
  amount: number;
  state: MemberCouponState;
  expiresAt: string;
  usedAt: string | null;
};

/** data of /api/coupon/list. */
export type MemberCouponList = { list: MemberCouponItem[] };

/** data of a successful /api/coupon/use or /api/coupon/redeem. */
export type CouponUseResult = { message: string; rewardKind: CouponRewardKind; amount: number };

const couponIdSchema = z
  .number({ error: promotionText.badCoupon })
  .int({ error: promotionText.badCoupon })
  .min(1, promotionText.badCoupon)
  .max(2_147_483_647, promotionText.badCoupon);

/** POST /api/coupon/use: use one of the member's coupons. */
export const couponUseRequestSchema = z.object({ id: couponIdSchema });

/** Longest coupon code. */
export const couponCodeMaxLength = 40;

/** A coupon code as typed: trimmed, compared case-insensitively (stored upper case). */
export const couponCodeSchema = storableText(promotionText.codeBadCharacter, {
  typeMessage: promotionText.codeRequired,
})
  .trim()
  .min(1, promotionText.codeRequired)
  .max(couponCodeMaxLength, promotionText.codeTooLong)
  .regex(/^[0-9A-Za-z-]+$/, promotionText.codeBadCharacter)
  .transform((code) => code.toUpperCase());

/** POST /api/coupon/redeem: redeem a code staff published. */
export const couponRedeemRequestSchema = z.object({ code: couponCodeSchema });

/** A streak bonus: `points` more on the day the streak reaches `days`. */
export type StreakBonus = { days: number; points: number };

/** The staff-set check-in rules. */
export type AttendanceRules = {
  pointsPerDay: number;
  streakBonuses: StreakBonus[];
  /** Won of approved deposits needed in the KST day before check-in counts; 0 = none. */
  minDeposit: number;
};

/** The rules until staff change them: 100P a day, bonuses at 7, 15 and 30 days in a row. */
export const defaultAttendanceRules: AttendanceRules = {
  pointsPerDay: 100,
  streakBonuses: [
    { days: 7, points: 1_000 },
    { days: 15, points: 3_000 },
    { days: 30, points: 10_000 },
  ],
  minDeposit: 0,
};

/** POST /api/attendance/status: the month's check-ins ('YYYY-MM', KST; default this month). */
export const attendanceStatusRequestSchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .nullable()
    .default(null),
});

/** data of /api/attendance/status. */
export type AttendanceStatus = {
  /** Today, KST 'YYYY-MM-DD'. */
  today: string;
  month: string;
  /** KST days of the month checked in. */
  days: string[];
  isCheckedInToday: boolean;
  /** Days in a row up to today (or yesterday when today is not checked in yet). */
  streak: number;
  rules: AttendanceRules;
  /** Won of approved deposits today (meaningful when rules.minDeposit > 0). */
  depositToday: number;
};

/** data of a successful /api/attendance/check. */
export type AttendanceCheckResult = { message: string; day: string; streak: number; points: number };
