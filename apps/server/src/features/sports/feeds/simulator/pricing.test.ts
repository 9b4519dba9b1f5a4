import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { MIN_ODDS, overroundPpm } from '@hanpan/core/sports/odds';
import { describe, expect, it } from 'vitest';
import { simLeagues } from './catalogue-data.ts';
import { matchStateAt, planMatch } from './match-engine.ts';
import { outlookOf } from './outlook.ts';
import { marketSpecs, type PricedBet, priceMarkets } from './pricing.ts';
import { scoreModelOf } from './sport-models.ts';

const margin = 600;

// The bets of one line of one market form one book.
function books(bets: readonly PricedBet[]): PricedBet[][] {
  const byKey = new Map<string, PricedBet[]>();
  for (const bet of bets) {
    const key = `${bet.marketId}:${bet.baseLine}`;
    byKey.set(key, [...(byKey.get(key) ?? []), bet]);
  }
  return [...byKey.values()];
}

function expectSaneBooks(bets: readonly PricedBet[]) {
  for (const book of books(bets)) {
    for (const bet of book) {
      expect(Number.isInteger(bet.price)).toBe(true);
      expect(bet.price).toBeGreaterThanOrEqual(MIN_ODDS);
    }
    if (!book.every((bet) => bet.isOpen)) continue;
    // Double chance picks overlap (each result is in two of them): its book sums to twice the overround.
    const overlap = book[0]?.marketId === 7 ? 2 : 1;
    const overround = overroundPpm(book.map((bet) => bet.price));
    expect(overround).toBeGreaterThanOrEqual(overlap * (1_000_000 + margin * 100));
    expect(overround).toBeLessThanOrEqual(overlap * (1_000_000 + margin * 100 + 20_000));
  }
}

describe('prematch and live pricing', () => {
  it.each(
    simLeagues.map((league) => [league.name, league] as const),
  )('when %s fixtures are priced before and during the match, then every price is >= 1.01 and every open book is within the margin', (_name, league) => {
    const [strong, , , weak] = league.teams;
    if (!strong || !weak) throw new Error('teams');
    const model = scoreModelOf(league, strong.strength, weak.strength);
    const plan = planMatch(`pricing-${league.id}`, league, model);
    for (const share of [-0.1, 0, 0.25, 0.5, 0.8, 0.97]) {
      const state = matchStateAt(plan, league.sportId, Math.round(share * plan.finishAt));
      if (state.status === fixtureStatus.finished) continue;
      const bets = priceMarkets(league.sportId, outlookOf(model, state), margin);
      expect(new Set(bets.map((bet) => bet.marketId))).toEqual(
        new Set((marketSpecs[league.sportId] ?? []).map((spec) => spec.marketId)),
      );
      expectSaneBooks(bets);
    }
  });

  it('when the home side is much stronger, then its 1X2 price is the shortest', () => {
    const league = simLeagues[0];
    if (!league) throw new Error('league');
    const model = scoreModelOf(league, 90, 65);
    const plan = planMatch('strong', league, model);
    const bets = priceMarkets(201, outlookOf(model, matchStateAt(plan, 201, -60)), margin);
    const price = (name: string) => bets.find((bet) => bet.marketId === 1 && bet.name === name)?.price ?? 0;
    expect(price('1')).toBeLessThan(price('X'));
    expect(price('1')).toBeLessThan(price('2'));
    expect(price('1')).toBeLessThan(160);
  });

  it('when soccer is priced, then the lines include quarter and whole lines and the main line is near even', () => {
    const league = simLeagues[0];
    if (!league) throw new Error('league');
    const model = scoreModelOf(league, 80, 78);
    const bets = priceMarkets(
      201,
      outlookOf(model, matchStateAt(planMatch('q', league, model), 201, -60)),
      margin,
    );
    const totals = [...new Set(bets.filter((bet) => bet.marketId === 2).map((bet) => bet.baseLine))];
    expect(totals).toHaveLength(5);
    expect(totals.some((line) => line !== null && Math.abs(line * 4) % 2 === 1)).toBe(true);
    expect(totals.some((line) => line !== null && Number.isInteger(line))).toBe(true);
    const middle = bets.filter((bet) => bet.marketId === 2 && bet.baseLine === totals[2]);
    for (const bet of middle) {
      expect(bet.price).toBeGreaterThan(160);
      expect(bet.price).toBeLessThan(230);
    }
  });

  it('when a soccer side leads late in the match, then decided books are suspended rather than priced at 1.01', () => {
    const league = simLeagues[0];
    if (!league) throw new Error('league');
    const model = scoreModelOf(league, 80, 78);
    const state = {
      ...matchStateAt(planMatch('late', league, model), 201, 100),
      progress: 0.98,
      regulation: { home: 3, away: 0 },
      score: { home: 3, away: 0 },
    };
    const bets = priceMarkets(201, outlookOf(model, state), margin);
    const result = bets.filter((bet) => bet.marketId === 1);
    expect(result.every((bet) => !bet.isOpen)).toBe(true);
    const totalLines = bets
      .filter((bet) => bet.marketId === 2 || bet.marketId === 21)
      .map((bet) => bet.line ?? 0);
    expect(Math.min(...totalLines)).toBeGreaterThanOrEqual(0.5);
    expectSaneBooks(bets);
  });
});
