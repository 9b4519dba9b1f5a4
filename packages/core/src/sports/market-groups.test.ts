import { describe, expect, it } from 'vitest';
import { MARKET_GROUPS, marketGroupNames, marketGroupOf } from './market-groups.ts';

describe('marketGroupOf', () => {
  it.each([
    [201, 1, 'main'],
    [201, 3, 'main'],
    [201, 2, 'main'],
    [203, 226, 'main'],
    [203, 3, 'handicap'],
    [203, 2, 'totals'],
    [201, 101, 'totals'],
    [201, 53, 'periods'],
    [203, 64, 'periods'],
    [202, 236, 'periods'],
    [201, 5, 'specials'],
    [201, 17, 'specials'],
    [201, 7, 'specials'],
    [201, 52, 'specials'],
    [201, 999_999, 'specials'],
  ] as const)('sport %i market %i is in %s', (sportId, marketId, group) => {
    expect(marketGroupOf(sportId, marketId)).toBe(group);
  });

  it('names every group in Korean', () => {
    for (const group of MARKET_GROUPS) expect(marketGroupNames[group]).toMatch(/[가-힣]/);
  });
});
