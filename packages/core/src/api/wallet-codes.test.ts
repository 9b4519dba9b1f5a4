import { describe, expect, it } from 'vitest';
import { checkPointToCash, conversionCode } from './wallet-codes.ts';

describe('checkPointToCash', () => {
  it.each([
    [0, 1_000, conversionCode.nothing, '전환할 포인트가 없습니다.'],
    [0n, 1_000, conversionCode.nothing, '전환할 포인트가 없습니다.'],
    [100, 1_000, conversionCode.belowMinimum, '최소 전환 포인트(1,000P)가 되지 않습니다.'],
    [999n, 1_000, conversionCode.belowMinimum, '최소 전환 포인트(1,000P)가 되지 않습니다.'],
    [4_999, 5_000, conversionCode.belowMinimum, '최소 전환 포인트(5,000P)가 되지 않습니다.'],
  ])('when %d points meet a minimum of %d, then code %d: %s', (points, minimum, code, message) => {
    expect(checkPointToCash(points, minimum)).toEqual({ ok: false, code, message });
  });

  it.each([
    [1_000, 1_000],
    [1_000n, 1_000],
    [250_000, 1_000],
    [1, 1],
  ])('when %d points meet a minimum of %d, then the conversion may go ahead', (points, minimum) => {
    expect(checkPointToCash(points, minimum)).toEqual({ ok: true });
  });
});
