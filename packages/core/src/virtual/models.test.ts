import { describe, expect, it } from 'vitest';
import { virtualGameTypes } from '../api/virtual.ts';
import { defaultOdds, returnToPlayer } from '../minigames/markets.ts';
import { sha256Hex } from '../minigames/provably-fair.ts';
import {
  defaultVirtualMarginBp,
  defaultVirtualMarginsBp,
  drawVirtualEvent,
  pricedMarkets,
  priceOfPick,
  virtualModels,
} from './models.ts';
import { virtualRulesText } from './rules-text.ts';
import { testCards } from './test-cards.ts';
import type { VirtualKind } from './types.ts';

const kinds = ['greyhound', 'horse', 'soccer', 'basketball'] as const satisfies readonly VirtualKind[];

const seed = '3f5a9c0e1b7d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468';

describe('virtual models', () => {
  it('when markets are priced, then each pick has defaultOdds at its market margin and the market the mean pick RTP', () => {
    for (const kind of kinds) {
      const model = virtualModels[kind];
      const card = testCards[kind];
      const marginBpOf = (key: string) => defaultVirtualMarginBp(kind, key);
      const views = pricedMarkets(model, card, marginBpOf);
      const markets = model.markets(card);
      expect(views.map((view) => view.key)).toEqual(Object.keys(defaultVirtualMarginsBp[kind]));
      views.forEach((view, index) => {
        const market = markets[index]!;
        const odds = market.picks.map((pick) => defaultOdds(pick.chance, marginBpOf(market.key)));
        expect(view.picks.map((pick) => pick.odds)).toEqual(odds);
        const mean =
          market.picks.reduce((sum, pick, i) => sum + returnToPlayer(pick.chance, odds[i]!), 0) / odds.length;
        expect(view.rtp).toBeCloseTo(mean, 12);
        // Rounding down only ever takes from the player, and the margin bounds the rest.
        expect(view.rtp).toBeLessThanOrEqual(1 - marginBpOf(market.key) / 10_000 + 1e-9);
        expect(view.rtp).toBeGreaterThan(1 - marginBpOf(market.key) / 10_000 - 0.02);
      });
    }
  });

  it('when a pick is priced for a bet, then it has the shown odds, and a code the event lacks has no price', () => {
    const card = testCards.horse;
    const marginBpOf = () => 1200;
    const shown = pricedMarkets(virtualModels.horse, card, marginBpOf).flatMap((market) => market.picks);
    const tricast = shown.find((pick) => pick.code === 1_100_908)!;
    expect(priceOfPick(virtualModels.horse, card, 1_100_908, marginBpOf)).toMatchObject({
      odds: tricast.odds,
      market: { key: 'tricast' },
      pick: { name: '삼쌍승 10-9-8' },
    });
    expect(priceOfPick(virtualModels.greyhound, testCards.greyhound, 107, marginBpOf)).toBeNull();
    expect(priceOfPick(virtualModels.soccer, testCards.soccer, 14, marginBpOf)).toBeNull();
  });

  it('when an event is drawn from its seed, then the HMAC stream decides it and the same seed gives the same event', () => {
    for (const kind of kinds) {
      const gameType = virtualGameTypes[kind];
      const first = drawVirtualEvent(kind, testCards[kind], seed, gameType, '2026-11-29-42');
      const again = drawVirtualEvent(kind, testCards[kind], seed, gameType, '2026-11-29-42');
      expect(again.result).toEqual(first.result);
      expect(first.blocks[0]!.message).toBe(`${gameType}:2026-11-29-42:0`);
      const other = drawVirtualEvent(kind, testCards[kind], seed, gameType, '2026-11-29-43');
      expect(other.result).not.toEqual(first.result);
    }
    expect(() => drawVirtualEvent('soccer', testCards.basketball, seed, 123, 'x')).toThrow();
  });

  it('when the golden seed is drawn, then the committed results come out, animation and timeline included', () => {
    const golden = Object.fromEntries(
      kinds.map((kind) => {
        const { result } = drawVirtualEvent(
          kind,
          testCards[kind],
          seed,
          virtualGameTypes[kind],
          '2026-11-29-1',
        );
        const outcome = 'order' in result ? result.order.join('-') : `${result.home}-${result.away}`;
        return [kind, { outcome, digest: sha256Hex(JSON.stringify(result)).slice(0, 16) }];
      }),
    );
    expect(golden).toEqual(GOLDEN);
  });

  it('when the rules are read, then each game has Korean rules with the RTP note', () => {
    for (const kind of kinds) {
      const text = virtualRulesText[kind].join('\n');
      expect(text).toContain('환급률');
      expect(text).toMatch(/[가-힣]/);
    }
    expect(virtualRulesText.basketball.join('\n')).toContain('4쿼터');
  });
});

/** Results of the golden seed on the test cards at round key 2026-11-29-1 (digest: SHA-256 of the JSON, 16 digits). */
const GOLDEN = {
  greyhound: { outcome: '4-5-2-3-1-6', digest: 'd1cd63fca25b86c2' },
  horse: { outcome: '1-6-7-8-2-4-9-5-3-10', digest: 'dd39c15b9ff8bbfe' },
  soccer: { outcome: '2-1', digest: '4fb70f76d3a6b588' },
  basketball: { outcome: '107-109', digest: '0027c7affc2139bb' },
};
