import { marketOf, marketPicks } from '@hanpan/core/sports/markets';
import { applyMargin, PPM } from '@hanpan/core/sports/odds';
import { trade360Settlement } from '../trade360/messages.ts';
import type { Outlook, ScoreCell } from './outlook.ts';
import { settlerOf } from './settlement.ts';

/** Which lines a line market offers: a grid step, how many lines around the balanced one, or fixed lines. */
type LineSpec = { step: number; count: number; isHalfOnly: boolean } | { lines: readonly number[] };

/** A market the simulator prices for a sport. */
export type MarketSpec = { marketId: number; lines?: LineSpec };

const quarterGrid = (count: number): LineSpec => ({ step: 0.25, count, isHalfOnly: false });

/** The markets priced per sport (spec id), main markets first (core `mainMarketIds`). */
export const marketSpecs: Record<number, readonly MarketSpec[]> = {
  201: [
    { marketId: 1 },
    { marketId: 3, lines: quarterGrid(5) },
    { marketId: 2, lines: quarterGrid(5) },
    { marketId: 7 },
    { marketId: 17 },
    { marketId: 41 },
    { marketId: 21, lines: quarterGrid(3) },
    { marketId: 5 },
  ],
  205: [
    { marketId: 1 },
    { marketId: 3, lines: { step: 0.5, count: 3, isHalfOnly: false } },
    { marketId: 2, lines: { step: 0.5, count: 5, isHalfOnly: false } },
    { marketId: 226 },
    { marketId: 41 },
  ],
  202: [
    { marketId: 226 },
    { marketId: 342, lines: { step: 1, count: 3, isHalfOnly: true } },
    { marketId: 28, lines: { step: 0.5, count: 5, isHalfOnly: false } },
  ],
  203: [
    { marketId: 226 },
    { marketId: 342, lines: { step: 1, count: 5, isHalfOnly: true } },
    { marketId: 28, lines: { step: 2, count: 5, isHalfOnly: true } },
    { marketId: 51 },
  ],
  206: [
    { marketId: 226 },
    { marketId: 342, lines: { step: 1, count: 5, isHalfOnly: true } },
    { marketId: 28, lines: { step: 1, count: 5, isHalfOnly: true } },
  ],
  204: [
    { marketId: 52 },
    { marketId: 3, lines: { lines: [-2.5, -1.5, 1.5, 2.5] } },
    { marketId: 2, lines: { lines: [3.5, 4.5] } },
  ],
  207: [
    { marketId: 52 },
    { marketId: 3, lines: { lines: [-1.5, 1.5] } },
    { marketId: 2, lines: { lines: [2.5] } },
  ],
  208: [{ marketId: 52 }, { marketId: 29, lines: { lines: [6.5, 9.5, 11.5] } }],
};

/** The names the feed gives markets (TRADE360 sends English names; the site names them from core). */
export const feedMarketNames: Record<number, string> = {
  1: '1X2',
  2: 'Under/Over',
  3: 'Asian Handicap',
  5: 'Odd/Even',
  7: 'Double Chance',
  17: 'Both Teams To Score',
  28: 'Under/Over Including Overtime',
  29: 'Under/Over Rounds',
  51: 'Odd/Even Including Overtime',
  21: 'Under/Over 1st Period',
  41: '1st Period Winner',
  52: '12',
  226: '12 Including Overtime',
  342: 'Asian Handicap Including Overtime',
};

/** One priced outcome: its pick, its own line and the market's base line (the home side's / the total). */
export type PricedBet = {
  marketId: number;
  name: string;
  line: number | null;
  baseLine: number | null;
  price: number;
  isOpen: boolean;
};

/** Probability of each settlement value, indexed by value + 1 (-1 cancelled ... 5 half won). */
type SettlementChances = number[];

function chancesOf(
  cells: readonly ScoreCell[],
  marketId: number,
  name: string,
  line: number | null,
): SettlementChances {
  const chances = [0, 0, 0, 0, 0, 0, 0];
  const settle = settlerOf({ marketId, name, line });
  for (const cell of cells) {
    const index = settle(cell) + 1;
    chances[index] = (chances[index] ?? 0) + cell.p;
  }
  return chances;
}

/**
 * The probability a fair book would imply for a pick whose stake may come back whole or in halves:
 * fair odds o solve E[return] = 1, i.e. o = (1 - refunds) / (wins), and the implied chance is 1 / o.
 */
export function impliedChance(chances: SettlementChances): number {
  const total = chances.reduce((sum, p) => sum + p, 0) || 1;
  const share = (value: number) => (chances[value + 1] ?? 0) / total;
  const { winner, refund, halfWon, halfLost } = trade360Settlement;
  const wins = share(winner) + 0.5 * share(halfWon);
  const back = share(refund) + 0.5 * share(halfWon) + 0.5 * share(halfLost);
  return back >= 1 ? 0 : wins / (1 - back);
}

/** Settlement chances from a table of settlement value -> probability (for tests and readers). */
export function chancesFrom(table: ReadonlyMap<number, number>): SettlementChances {
  const chances = [0, 0, 0, 0, 0, 0, 0];
  for (const [value, p] of table) chances[value + 1] = (chances[value + 1] ?? 0) + p;
  return chances;
}

// Line and two-way markets only need the margin or the total, far fewer cells than the joint score.
function cellsFor(marketId: number, outlook: Outlook): readonly ScoreCell[] {
  const market = marketOf(marketId);
  if (market?.scope === 'period' || market?.scope === 'firstHalf') return outlook.firstPeriod ?? [];
  const withOvertime = market?.scope === 'includingOvertime';
  switch (market?.rule) {
    case 'handicap':
    case 'winner2':
      return withOvertime ? outlook.marginWithOvertime : outlook.margin;
    case 'total':
    case 'oddEven':
      return outlook.total;
    default:
      return (withOvertime ? outlook.jointWithOvertime : outlook.joint) ?? outlook.margin;
  }
}

function linesOf(spec: LineSpec, marketId: number, cells: readonly ScoreCell[]): number[] {
  if ('lines' in spec) return [...spec.lines];
  const isHandicap = marketOf(marketId)?.rule === 'handicap';
  const name = isHandicap ? '1' : 'Over';
  // The quantity's median gives the starting point; the balanced line is searched on the grid around it.
  const values = cells.map((cell) => (isHandicap ? cell.home - cell.away : cell.home + cell.away));
  const weights = cells.map((cell) => cell.p);
  let acc = 0;
  let median = 0;
  const order = values
    .map((value, index) => [value, weights[index] ?? 0] as const)
    .sort((a, b) => a[0] - b[0]);
  for (const [value, weight] of order) {
    acc += weight;
    median = value;
    if (acc >= 0.5) break;
  }
  const grid = spec.isHalfOnly ? 1 : spec.step;
  const snap = (value: number) =>
    spec.isHalfOnly ? Math.floor(value) + 0.5 : Math.round(value / grid) * grid;
  const start = snap(isHandicap ? -median : median);
  let best = start;
  let bestGap = Number.POSITIVE_INFINITY;
  // Nearest lines first, so a decided market (every line equally lopsided) keeps lines around the score.
  for (const k of [0, -1, 1, -2, 2, -3, 3, -4, 4]) {
    const line = start + k * grid;
    const gap = Math.abs(impliedChance(chancesOf(cells, marketId, name, line)) - 0.5);
    if (gap < bestGap) {
      bestGap = gap;
      best = line;
    }
  }
  const half = (spec.count - 1) / 2;
  // Totals start at 0.5: a line at or below zero cannot lose (or win).
  const lowest = best - half * spec.step;
  if (!isHandicap && lowest < 0.5) best += Math.ceil((0.5 - lowest) / spec.step) * spec.step;
  return Array.from({ length: spec.count }, (_, index) => best + (index - half) * spec.step);
}

/** Suspends a market whose favourite would be priced at (almost) 1.01: the feed closes decided markets. */
const maxOpenChance = 0.985;

/** Prices every market of a sport for an outlook, with the margin in basis points (core `applyMargin`). */
export function priceMarkets(sportId: number, outlook: Outlook, marginBasisPoints: number): PricedBet[] {
  const bets: PricedBet[] = [];
  for (const spec of marketSpecs[sportId] ?? []) {
    const cells = cellsFor(spec.marketId, outlook);
    const picks = marketPicks(spec.marketId);
    const lines = spec.lines ? linesOf(spec.lines, spec.marketId, cells) : [null];
    const isHandicap = marketOf(spec.marketId)?.rule === 'handicap';
    for (const baseLine of lines) {
      const lineOf = (name: string) =>
        baseLine === null ? null : isHandicap && name === '2' ? -baseLine : baseLine;
      const chances = picks.map((name) => impliedChance(chancesOf(cells, spec.marketId, name, lineOf(name))));
      // Double chance picks overlap (each result is in two of them): each is priced as its own yes/no book.
      const isOverlapping = marketOf(spec.marketId)?.rule === 'doubleChance';
      const total = isOverlapping ? 1 : chances.reduce((sum, p) => sum + p, 0);
      const ppm = chances.map((p) => Math.min(PPM, Math.round((p / (total || 1)) * PPM)));
      const isPriceable =
        ppm.every((p) => p > 0) &&
        ppm.every((p) => (p / PPM) * (1 + marginBasisPoints / 10_000) < maxOpenChance);
      const prices = !ppm.some((p) => p > 0)
        ? ppm.map(() => 101)
        : isOverlapping
          ? ppm.map((p) => (p > 0 ? (applyMargin([p, PPM - p], marginBasisPoints)[0] ?? 101) : 101))
          : applyMargin(ppm, marginBasisPoints);
      picks.forEach((name, index) => {
        bets.push({
          marketId: spec.marketId,
          name,
          line: lineOf(name),
          baseLine,
          price: prices[index] ?? 101,
          isOpen: isPriceable,
        });
      });
    }
  }
  return bets;
}
