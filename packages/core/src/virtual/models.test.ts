import { describe, expect, it } from 'vitest';
import { virtualGameTypes } from '../api/virtual.ts';
import { defaultOdds, returnToPlayer } from '../minigames/markets.ts';
import { sha256Hex } from '../minigames/provably-fair.ts';
import {
  defaultVirtualMarginBp,
  defaultVirtualMarginsBp,
  drawVirtualEvent,
  offeredPicks,
  paidPrices,
  pricedMarkets,
  priceOfPick,
  virtualKindOf,
  virtualModels,
} from './models.ts';
import { placesPaid } from './race.ts';
import { virtualRulesText } from './rules-text.ts';
import { raceCardOf, testCards } from './test-cards.ts';
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

  it('when every code of every game is priced alone, then it has its market, name and odds as the full markets list it', () => {
    const cards = [
      ...kinds.map((kind) => testCards[kind]),
      raceCardOf('horse', [129, 40, 40, 40, 40, 40, 40, 40]),
      raceCardOf('horse', [77, 91, 60, 118, 84, 55, 103, 66, 99, 72]),
      raceCardOf('greyhound', [50, 61, 72, 83, 94, 105, 116]),
    ];
    for (const card of cards) {
      const model = virtualModels[card.kind];
      const marginBpOf = (key: string) => defaultVirtualMarginBp(card.kind, key) + 37;
      const views = pricedMarkets(model, card, marginBpOf);
      const sold = new Set(views.flatMap((view) => view.picks.map((pick) => pick.code)));
      for (const market of model.markets(card)) {
        const view = views.find((entry) => entry.key === market.key)!;
        for (const pick of market.picks) {
          const shown = view.picks.find((entry) => entry.code === pick.code);
          const price = priceOfPick(model, card, pick.code, marginBpOf);
          expect({ code: pick.code, chance: model.pickOf(card, pick.code)?.pick.chance }).toEqual({
            code: pick.code,
            chance: pick.chance,
          });
          if (!sold.has(pick.code)) {
            expect({ code: pick.code, price }).toEqual({ code: pick.code, price: null });
            continue;
          }
          expect(price).toEqual({
            market: { key: market.key, name: market.name },
            pick: { ...pick, name: shown!.name, label: shown!.label },
            odds: shown!.odds,
          });
        }
      }
    }
  });

  it('when a runner is far above its field, then its near-certain place is not sold, since 1.01 would pay more than fair', () => {
    const card = raceCardOf('horse', [129, 40, 40, 40, 40, 40, 40, 40]);
    const place = virtualModels.horse.markets(card).find((market) => market.key === 'place')!;
    const favourite = place.picks.find((pick) => pick.code === 201)!;
    expect(favourite.chance.won).toBeGreaterThan(0.99);
    expect(returnToPlayer(favourite.chance, 101)).toBeGreaterThan(1);
    const marginBpOf = () => 1000;
    expect(offeredPicks(place, 1000).map(({ pick }) => pick.code)).not.toContain(201);
    expect(priceOfPick(virtualModels.horse, card, 201, marginBpOf)).toBeNull();
    expect(priceOfPick(virtualModels.horse, card, 101, marginBpOf)).toMatchObject({ odds: 101 });
    const view = pricedMarkets(virtualModels.horse, card, marginBpOf).find(
      (market) => market.key === 'place',
    )!;
    expect(view.picks.map((pick) => pick.code)).toEqual([202, 203, 204, 205, 206, 207, 208]);
    expect(view.rtp).toBeLessThanOrEqual(1);
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
    const digest = (value: unknown) => sha256Hex(JSON.stringify(value)).slice(0, 16);
    const golden = Object.fromEntries(
      kinds.map((kind) => {
        const { result } = drawVirtualEvent(
          kind,
          testCards[kind],
          seed,
          virtualGameTypes[kind],
          '2026-11-29-1',
        );
        if ('order' in result) {
          const { commentary, ...drawn } = result;
          return [
            kind,
            { outcome: result.order.join('-'), drawn: digest(drawn), commentary: digest(commentary) },
          ];
        }
        return [kind, { outcome: `${result.home}-${result.away}`, drawn: digest(result) }];
      }),
    );
    expect(golden).toEqual(GOLDEN);
  });

  it('when a result is settled against the card of another game, then the settlement refuses', () => {
    const draw = (kind: VirtualKind) =>
      drawVirtualEvent(kind, testCards[kind], seed, virtualGameTypes[kind], 'r').result;
    expect(() => virtualModels.greyhound.settle(testCards.greyhound, draw('horse'), 101)).toThrow();
    expect(() => virtualModels.soccer.settle(testCards.soccer, draw('basketball'), 11)).toThrow();
    expect(() => virtualModels.basketball.settle(testCards.basketball, draw('soccer'), 11)).toThrow();
    expect(virtualModels.soccer.settle(testCards.soccer, draw('soccer'), 11)).toMatch(/^(won|lost)$/);
  });

  it('when a game type is looked up, then 121-124 are the four games and others none', () => {
    expect([121, 122, 123, 124].map(virtualKindOf)).toEqual(['greyhound', 'horse', 'soccer', 'basketball']);
    expect(virtualKindOf(101)).toBeUndefined();
  });

  it('when the rules are read, then each game has Korean rules with the RTP note', () => {
    for (const kind of kinds) {
      const text = virtualRulesText[kind].join('\n');
      expect(text).toContain('환급률');
      expect(text).toMatch(/[가-힣]/);
    }
    expect(virtualRulesText.basketball.join('\n')).toContain('4쿼터');
  });
  it('when an event is drawn, then its paid prices are every market’s winning picks at the price sold, and only those', () => {
    for (const kind of kinds) {
      const model = virtualModels[kind];
      const card = testCards[kind];
      const marginBpOf = (key: string) => defaultVirtualMarginBp(kind, key);
      const { result } = drawVirtualEvent(kind, card, seed, virtualGameTypes[kind], '2027-03-10-100');
      const paid = paidPrices(model, card, result, marginBpOf);
      expect(paid.map((market) => market.key)).toEqual(Object.keys(defaultVirtualMarginsBp[kind]));
      for (const market of paid) {
        for (const pick of market.picks) {
          expect(model.settle(card, result, pick.code)).toBe('won');
          expect(pick.odds).toBe(priceOfPick(model, card, pick.code, marginBpOf)?.odds ?? null);
        }
        const all = model.markets(card).find((entry) => entry.key === market.key)!.picks;
        const winners = all.filter((pick) => model.settle(card, result, pick.code) === 'won');
        expect(market.picks).toHaveLength(winners.length);
        if ('order' in result) {
          const places = placesPaid(result.order.length);
          expect(market.picks).toHaveLength(market.key === 'place' ? places : 1);
        } else {
          expect(market.picks).toHaveLength(1);
        }
      }
    }
  });
});

/**
 * Results of the golden seed on the test cards at round key 2026-11-29-1: the outcome and 16 digits of the
 * SHA-256 of the drawn result's JSON (frames or timeline included), and of a race's commentary apart (it
 * is read off the frames, not drawn).
 */
const GOLDEN = {
  greyhound: { outcome: '4-5-2-3-1-6', drawn: 'dea519a3a4caa4f8', commentary: '62bd1e78d660c818' },
  horse: { outcome: '1-6-7-8-2-4-9-5-3-10', drawn: '70bb7ab1be853566', commentary: '2ee0be4774365723' },
  soccer: { outcome: '2-1', drawn: '4fb70f76d3a6b588' },
  basketball: { outcome: '107-109', drawn: '0027c7affc2139bb' },
};
