import { describe, expect, it } from 'vitest';
import { casinoGameKinds } from '../api/casino.ts';
import { casinoCatalogue, casinoGameCodes } from './catalogue.ts';
import { slotDefinitions } from './slots/definitions.ts';
import { slotRtp } from './slots/theoretical.ts';

describe('casino catalogue', () => {
  it('when the catalogue is listed, then it has the three slots and three tables with valid kinds', () => {
    expect(casinoCatalogue.map((game) => game.code)).toEqual([...casinoGameCodes]);
    for (const game of casinoCatalogue) {
      expect(casinoGameKinds).toContain(game.kind);
      expect(game.category).toBe(game.kind.startsWith('slot') ? 'slot' : 'casino');
      expect(game.name).toMatch(/[가-힣]/);
    }
  });

  it('when a slot RTP is listed, then it is the exact RTP of its strips and paytable in basis points', () => {
    for (const game of casinoCatalogue.filter((entry) => entry.category === 'slot')) {
      const def = slotDefinitions[game.code as keyof typeof slotDefinitions];
      expect(game.rtpBp).toBe(Math.round(slotRtp(def).rtp * 10_000));
    }
  });

  it('when roulette is listed, then its RTP is 36/37', () => {
    expect(casinoCatalogue.find((game) => game.code === 'roulette')?.rtpBp).toBe(
      Math.round((36 / 37) * 10_000),
    );
  });
});
