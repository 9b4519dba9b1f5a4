import type { SportsFixture, SportsMarket } from '@hanpan/core/api/sports';
import type { SportsSettings } from '@hanpan/core/api/staff-sports';
import { overroundPpm, remargin } from '@hanpan/core/sports/odds';
import { describe, expect, it } from 'vitest';
import {
  applyRulesToFixture,
  buildSiteRules,
  effectiveOutcomes,
  type FeedPick,
  isLineShown,
  isNeutral,
  type OverrideEntry,
} from './site-rules.ts';

const settingsOf = (overrides: Partial<SportsSettings> = {}): SportsSettings => ({
  marginBasisPoints: null,
  hideQuarterLines: false,
  lineFilters: [],
  ...overrides,
});

const override = (entry: Partial<OverrideEntry> & Pick<OverrideEntry, 'kind'>): OverrideEntry => ({
  fixtureId: 1,
  marketId: null,
  betId: null,
  isSuspended: false,
  price: null,
  reason: '테스트',
  staffLoginId: 'staff1',
  updatedAt: new Date('2026-11-21T00:00:00Z'),
  ...entry,
});

const soccer = 201;
const place = (marketId: number) => ({ fixtureId: 1, sportId: soccer, marketId });
const pick = (id: string, price: number, baseLine = '', status: FeedPick['status'] = 'open'): FeedPick => ({
  id,
  baseLine,
  price,
  status,
});

describe('isLineShown', () => {
  const filtered = settingsOf({
    hideQuarterLines: true,
    lineFilters: [{ sportId: soccer, handicapMin: 50, handicapMax: 150, totalMin: 150, totalMax: 350 }],
  });
  it.each([
    ['a winner market (no line)', 1, '', true],
    ['a quarter total when quarters are hidden', 2, '2.25', false],
    ['a quarter handicap when quarters are hidden', 3, '-0.75', false],
    ['a total inside the filter', 2, '2.5', true],
    ['a total on the filter bound', 2, '3.5', true],
    ['a total above the filter', 2, '4.5', false],
    ['a total below the filter', 2, '1.0', false],
    ['a negative handicap inside by absolute value', 3, '-1.5', true],
    ['a positive handicap inside', 3, '1.0', true],
    ['a handicap above by absolute value', 3, '-2.0', false],
    ['a level handicap below the minimum', 3, '0.0', false],
    ['a live handicap with a score', 3, '-1.0 (1-0)', true],
    ['an overtime-inclusive total (same sport filter)', 28, '5.0', false],
  ])('when %s, then shown is %s', (_name, marketId, line, expected) => {
    expect(isLineShown(filtered, soccer, marketId, line)).toBe(expected);
  });

  it('when another sport has the filter, then this sport shows every non-quarter line', () => {
    expect(isLineShown(filtered, 203, 2, '210.5')).toBe(true);
    expect(isLineShown(filtered, 203, 2, '210.25')).toBe(false);
  });

  it('when quarter lines are shown, then .25 and .75 stay', () => {
    expect(isLineShown(settingsOf(), soccer, 2, '2.75')).toBe(true);
  });
});

describe('effectiveOutcomes', () => {
  it('when no margin is set, then the feed prices stand', () => {
    const rules = buildSiteRules(settingsOf(), []);
    expect(isNeutral(rules)).toBe(true);
    expect(effectiveOutcomes(rules, place(1), [pick('a', 210), pick('b', 320), pick('c', 340)])).toEqual([
      { price: 210, status: 'open', isHidden: false },
      { price: 320, status: 'open', isHidden: false },
      { price: 340, status: 'open', isHidden: false },
    ]);
  });

  it('when a margin is set, then each line is re-priced as its own book to that overround', () => {
    const rules = buildSiteRules(settingsOf({ marginBasisPoints: 800 }), []);
    const picks = [
      pick('o25', 190, '2.5'),
      pick('u25', 190, '2.5'),
      pick('o35', 300, '3.5'),
      pick('u35', 135, '3.5'),
    ];
    const prices = effectiveOutcomes(rules, place(2), picks).map((entry) => entry.price);
    expect(prices).toEqual([...remargin([190, 190], 800), ...remargin([300, 135], 800)]);
    expect(prices.slice(0, 2)).toEqual([185, 185]);
    // Rounded down, so the book's overround is at least the margin and close to it.
    for (const book of [prices.slice(0, 2), prices.slice(2)]) {
      expect(overroundPpm(book)).toBeGreaterThanOrEqual(1_080_000);
      expect(overroundPpm(book)).toBeLessThan(1_090_000);
    }
  });

  it('when a line has one pick only, then the margin leaves it alone', () => {
    const rules = buildSiteRules(settingsOf({ marginBasisPoints: 500 }), []);
    expect(effectiveOutcomes(rules, place(2), [pick('o', 190, '2.5')])[0]?.price).toBe(190);
  });

  it('when an outcome has a price override, then it wins over the margin and the siblings keep the margined price', () => {
    const rules = buildSiteRules(settingsOf({ marginBasisPoints: 800 }), [
      override({ kind: 'outcome', marketId: 1, betId: 'x', price: 555 }),
    ]);
    const result = effectiveOutcomes(rules, place(1), [pick('h', 210), pick('x', 320), pick('a', 340)]);
    const margined = remargin([210, 320, 340], 800);
    expect(result.map((entry) => entry.price)).toEqual([margined[0], 555, margined[2]]);
    expect(result.every((entry) => entry.status === 'open')).toBe(true);
  });

  it('when staff suspend an outcome, a market or the fixture, then exactly what it covers is suspended', () => {
    const picks = [pick('h', 210), pick('d', 320)];
    const outcomeOnly = buildSiteRules(settingsOf(), [
      override({ kind: 'outcome', marketId: 1, betId: 'd', isSuspended: true }),
    ]);
    expect(effectiveOutcomes(outcomeOnly, place(1), picks).map((entry) => entry.status)).toEqual([
      'open',
      'suspended',
    ]);
    const market = buildSiteRules(settingsOf(), [
      override({ kind: 'market', marketId: 1, isSuspended: true }),
    ]);
    expect(effectiveOutcomes(market, place(1), picks).map((entry) => entry.status)).toEqual([
      'suspended',
      'suspended',
    ]);
    expect(effectiveOutcomes(market, place(3), picks).map((entry) => entry.status)).toEqual(['open', 'open']);
    const fixture = buildSiteRules(settingsOf(), [override({ kind: 'fixture', isSuspended: true })]);
    expect(effectiveOutcomes(fixture, place(3), picks).map((entry) => entry.status)).toEqual([
      'suspended',
      'suspended',
    ]);
    expect(
      effectiveOutcomes(fixture, { ...place(3), fixtureId: 2 }, picks).map((entry) => entry.status),
    ).toEqual(['open', 'open']);
  });

  it('when the feed suspended a pick, then a price override does not reopen it', () => {
    const rules = buildSiteRules(settingsOf(), [
      override({ kind: 'outcome', marketId: 1, betId: 'h', price: 250 }),
    ]);
    expect(effectiveOutcomes(rules, place(1), [pick('h', 210, '', 'suspended')])).toEqual([
      { price: 250, status: 'suspended', isHidden: false },
    ]);
  });
});

describe('applyRulesToFixture', () => {
  const outcome = (id: string, name: string, baseLine: string, price: number) => ({
    id,
    name,
    pickLabel: name,
    line: baseLine,
    baseLine,
    price,
    status: 'open' as const,
  });
  const total: SportsMarket = {
    marketId: 2,
    name: '언더오버',
    kind: 'lineTwoWay',
    suspendReason: null,
    status: 'open',
    mainLine: '2.25',
    outcomes: [
      outcome('o2', 'Over', '2.0', 170),
      outcome('u2', 'Under', '2.0', 210),
      outcome('o225', 'Over', '2.25', 190),
      outcome('u225', 'Under', '2.25', 190),
      outcome('o25', 'Over', '2.5', 205),
      outcome('u25', 'Under', '2.5', 175),
    ],
  };
  const quarterOnly: SportsMarket = {
    ...total,
    marketId: 3,
    name: '핸디캡',
    mainLine: '-0.25',
    outcomes: [outcome('h1', '1', '-0.25', 190), outcome('h2', '2', '-0.25', 190)],
  };
  const fixture = { fixtureId: 1, sportId: soccer, markets: [total, quarterOnly] } as SportsFixture;

  it('when quarter lines are hidden, then their picks leave, an emptied market leaves and the main line moves to the nearest shown line', () => {
    const result = applyRulesToFixture(buildSiteRules(settingsOf({ hideQuarterLines: true }), []), fixture);
    expect(result.markets.map((market) => market.marketId)).toEqual([2]);
    expect(result.markets[0]?.outcomes.map((entry) => entry.id)).toEqual(['o2', 'u2', 'o25', 'u25']);
    expect(result.markets[0]?.mainLine).toBe('2.0');
  });

  it('when the fixture is suspended by staff, then every market and pick is suspended', () => {
    const result = applyRulesToFixture(
      buildSiteRules(settingsOf(), [override({ kind: 'fixture', isSuspended: true })]),
      fixture,
    );
    expect(result.markets.map((market) => market.status)).toEqual(['suspended', 'suspended']);
    expect(
      result.markets.flatMap((market) => market.outcomes).every((entry) => entry.status === 'suspended'),
    ).toBe(true);
  });

  it('when the rules are neutral, then the fixture is returned as it was', () => {
    expect(applyRulesToFixture(buildSiteRules(settingsOf(), []), fixture)).toBe(fixture);
  });
});
