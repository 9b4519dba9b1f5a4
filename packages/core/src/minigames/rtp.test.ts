import { describe, expect, it } from 'vitest';
import { baccaratFamily, noCommissionBaccaratFamily } from './baccarat.ts';
import { miniFamilies } from './families.ts';
import { ladderFamily } from './ladder.ts';
import { oddEvenFamily } from './odd-even.ts';
import { powerballFamily } from './powerball.ts';
import { defaultMarketRtps, defaultMinigameMarginBp, marketRtps } from './rtp.ts';

const priced = (key: string, picks: [number, number][]) => [
  { key, name: key, picks: picks.map(([code, odds]) => ({ code, name: String(code), odds })) },
];
const rtpAt = (family: Parameters<typeof marketRtps>[0], code: number, odds: number) =>
  marketRtps(family, priced('m', [[code, odds]]))[0]?.picks[0]?.rtp ?? Number.NaN;

describe('mini-game RTP per pick', () => {
  it.each([
    ['ladder 좌 at 1.95', ladderFamily, 1, 195, 0.975],
    ['ladder 좌3짝 at 3.90', ladderFamily, 11, 390, 0.975],
    ['powerball 파워볼 홀 at 1.95', powerballFamily, 1, 195, 0.975],
    ['powerball 구간 B (2 of 10) at 4.87', powerballFamily, 6, 487, 0.974],
    ['odd-even 홀 (7 of 13) at 1.81', oddEvenFamily, 1, 181, (7 / 13) * 1.81],
    ['odd-even 레드 at 2.00', oddEvenFamily, 3, 200, 1],
    // Player at even money with the tie refunded: the casino table's 98.76 %.
    ['baccarat 플레이어 at 2.00 (tie refunded)', baccaratFamily, 1, 200, 0.98765],
    ['baccarat 뱅커 at 1.95 (tie refunded)', baccaratFamily, 2, 195, 0.98942],
    ['baccarat 타이 at 9.00 (8 to 1)', baccaratFamily, 3, 900, 0.8564],
    ['baccarat 플레이어 페어 at 12.00 (11 to 1)', baccaratFamily, 4, 1200, 0.89639],
    // The published house edge of no-commission baccarat (banker 6 pays 1 to 2) is 1.46 %.
    ['no-commission 뱅커 at 2.00 (6 pays half)', noCommissionBaccaratFamily, 2, 200, 0.98542],
  ] as const)('when %s, then the RTP is exact', (_name, family, code, odds, expected) => {
    expect(rtpAt(family, code, odds)).toBeCloseTo(expected, 4);
  });

  it('when a priced market names a code the family lacks, then that pick is left out and order is kept', () => {
    const rtps = marketRtps(
      ladderFamily,
      priced('start', [
        [2, 195],
        [99, 195],
        [1, 195],
      ]),
    );
    expect(rtps[0]!.picks.map((pick) => pick.code)).toEqual([2, 1]);
  });

  it('when the odds are the default margin, then every pick of every family returns at most 97.5 % and at least 96 %', () => {
    expect(defaultMinigameMarginBp).toBe(250);
    for (const family of Object.values(miniFamilies)) {
      const rtps = defaultMarketRtps(family);
      expect(rtps.map((market) => market.key)).toEqual(family.markets.map((market) => market.key));
      for (const pick of rtps.flatMap((market) => market.picks)) {
        expect(pick.rtp).toBeLessThanOrEqual(0.975 + 1e-9);
        expect(pick.rtp).toBeGreaterThan(0.96);
      }
    }
  });
});
