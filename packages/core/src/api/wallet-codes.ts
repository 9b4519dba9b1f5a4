import { formatWon } from '../money/amount.ts';

// Plain values only (no zod): the header's conversion taps load these with the home page.

/** data of a successful conversion. */
export type ConversionResult = { message: string; amount: number };

/** Codes of the conversion calls. */
export const conversionCode = {
  ok: 0,
  /** Nothing to convert (no points / no settlement cash / bad amount for cashToPoint). */
  nothing: 1,
  /** Spec section 8: minimum conversion points not reached (pointToCash). */
  belowMinimum: 2,
  /** cashToPoint: more than the member's cash. */
  insufficientBalance: 6,
} as const;

/** Korean messages of the conversions (spec section 5 "Conversions", section 8 "Point conversion"). */
export const conversionText = {
  noPoints: '전환할 포인트가 없습니다.',
  noAgencyCash: '전환할 정산금이 없습니다.',
  belowMinimumPoints: (minimum: string) => `최소 전환 포인트(${minimum}P)가 되지 않습니다.`,
  insufficientCash: '보유 캐시가 부족합니다.',
  pointToCashDone: '포인트가 캐시로 전환되었습니다.',
  cashToPointDone: '캐시가 포인트로 전환되었습니다.',
  agencyCashToPointDone: '정산금이 포인트로 전환되었습니다.',
  agencyCashToCashDone: '정산금이 캐시로 전환되었습니다.',
} as const;

/** Why a point-to-cash conversion cannot go ahead: its reply code and Korean message. */
export type ConversionRefusal = { ok: false; code: number; message: string };

/**
 * The point-to-cash rule (spec sections 7 and 8): all points at once, so there must be some, and at
 * least the staff-set minimum. The browser runs it before asking the member; the server again, on
 * the locked balance.
 */
export function checkPointToCash(points: number | bigint, minimum: number): { ok: true } | ConversionRefusal {
  if (points <= 0) return { ok: false, code: conversionCode.nothing, message: conversionText.noPoints };
  if (points < minimum)
    return {
      ok: false,
      code: conversionCode.belowMinimum,
      message: conversionText.belowMinimumPoints(formatWon(minimum)),
    };
  return { ok: true };
}
