import { describe, expect, it } from 'vitest';
import { casinoCatalogue } from './catalogue.ts';
import { baccaratBetRtps, rouletteBetRtps } from './table-rtp.ts';

const rtpOf = (rtps: { kind: string; rtp: number }[], kind: string) => rtps.find((r) => r.kind === kind)?.rtp;

describe('casino table RTP', () => {
  it.each([
    ['player', 0.9876],
    ['banker', 0.9894],
    ['tie', 0.8564],
    ['player-pair', 0.8964],
    ['banker-pair', 0.8964],
  ])('when the 8-deck baccarat bet %s is settled over every hand, then it returns %f', (kind, expected) => {
    expect(rtpOf(baccaratBetRtps(), kind)).toBeCloseTo(expected, 4);
  });

  it("when the catalogue lists baccarat's RTP, then it is the banker bet's, rounded to a basis point", () => {
    const catalogued = casinoCatalogue.find((game) => game.code === 'baccarat')?.rtpBp;
    expect(catalogued).toBe(Math.round(rtpOf(baccaratBetRtps(), 'banker')! * 10_000));
  });

  it('when every roulette bet is settled over the 37 pockets, then each returns 36/37 as the catalogue says', () => {
    const rtps = rouletteBetRtps();
    expect(rtps).toHaveLength(13);
    for (const { rtp } of rtps) expect(rtp).toBeCloseTo(36 / 37, 12);
    const catalogued = casinoCatalogue.find((game) => game.code === 'roulette')?.rtpBp;
    expect(catalogued).toBe(Math.round((36 / 37) * 10_000));
  });
});
