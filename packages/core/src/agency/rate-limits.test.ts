import { describe, expect, it } from 'vitest';
import { type BucketRate, exceedsRateLimits, rateLimitOf } from './rate-limits.ts';

const parent: BucketRate[] = [
  { product: 'prematch', folders: 0, rateBp: 100 },
  { product: 'prematch', folders: 4, rateBp: 300 },
  { product: 'casino', folders: 0, rateBp: 50 },
];

describe('partner rate limits', () => {
  it("when the parent sets a bucket, then that bucket's rate is the limit; else the product's; else none", () => {
    expect(rateLimitOf(parent, 'prematch', 4)).toBe(300);
    expect(rateLimitOf(parent, 'prematch', 2)).toBe(100);
    expect(rateLimitOf(parent, 'casino', 0)).toBe(50);
    expect(rateLimitOf(parent, 'slot', 0)).toBe(0);
  });

  it('when a child rate is at its limit it passes, one point above it fails', () => {
    expect(exceedsRateLimits([{ product: 'prematch', folders: 4, rateBp: 300 }], parent)).toBe(false);
    expect(exceedsRateLimits([{ product: 'prematch', folders: 2, rateBp: 101 }], parent)).toBe(true);
    expect(exceedsRateLimits([{ product: 'slot', folders: 0, rateBp: 1 }], parent)).toBe(true);
    expect(exceedsRateLimits([], parent)).toBe(false);
  });
});
