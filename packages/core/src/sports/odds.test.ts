import { describe, expect, it } from 'vitest';
import {
  applyMargin,
  fairOddsFromProbabilities,
  fairProbabilitiesFromOdds,
  formatOdds,
  MAX_ODDS,
  MIN_ODDS,
  oddsToProbabilityPpm,
  overroundPpm,
  parseDecimalOdds,
  remargin,
} from './odds.ts';

describe('parseDecimalOdds', () => {
  it.each([
    ['1.95', 195],
    ['2', 200],
    ['2.5', 250],
    ['1.01', 101],
    ['1.999', 199],
    ['3.14159', 314],
    ['10.00', 1000],
    ['1000', 100_000],
    [' 1.80 ', 180],
  ])('when the feed sends %j, then the price is %i', (text, odds) => {
    expect(parseDecimalOdds(text)).toBe(odds);
  });

  it.each([
    [''],
    ['abc'],
    ['1,95'],
    ['-1.95'],
    ['+1.95'],
    ['1.'],
    ['.95'],
    ['1e2'],
    ['NaN'],
    ['Infinity'],
    ['1.00'],
    ['1.009'],
    ['0'],
    ['1000.01'],
    ['12345678'],
  ])('when the feed sends %j, then it is refused (null)', (text) => {
    expect(parseDecimalOdds(text)).toBeNull();
  });
});

describe('formatOdds', () => {
  it.each([
    [195, '1.95'],
    [200, '2.00'],
    [101, '1.01'],
    [1005, '10.05'],
    [100_000, '1000.00'],
  ])('when the price is %i, then it shows as %s', (odds, text) => {
    expect(formatOdds(odds)).toBe(text);
  });

  it.each([
    [101],
    [195],
    [250],
    [999],
    [12345],
  ])('when %i is formatted and parsed again, then it is unchanged', (odds) => {
    expect(parseDecimalOdds(formatOdds(odds))).toBe(odds);
  });
});

describe('oddsToProbabilityPpm', () => {
  it.each([
    [195, 512_820],
    [200, 500_000],
    [101, 990_099],
    [300, 333_333],
    [100_000, 1000],
  ])('when the price is %i, then the implied probability is %i ppm', (odds, ppm) => {
    expect(oddsToProbabilityPpm(odds)).toBe(ppm);
  });

  it.each([
    [0],
    [-195],
    [1.5],
    [Number.NaN],
  ])('when the price is %s, then it is a programming error', (odds) => {
    expect(() => oddsToProbabilityPpm(odds)).toThrow(RangeError);
  });
});

describe('overroundPpm', () => {
  it.each([
    [[200, 200], 1_000_000],
    [[190, 190], 1_052_631],
    [[300, 300, 300], 1_000_000],
    [[195, 340, 380], 1_070_096],
    [[101], 990_099],
  ])('when the prices are %j, then the overround is %i ppm', (odds, ppm) => {
    expect(overroundPpm(odds)).toBe(ppm);
  });
});

describe('fairOddsFromProbabilities', () => {
  it.each([
    [
      [500_000, 500_000],
      [200, 200],
    ],
    [
      [1, 1],
      [200, 200],
    ],
    [
      [450_000, 280_000, 270_000],
      [222, 357, 370],
    ],
    [
      [250_000, 250_000, 250_000, 250_000],
      [400, 400, 400, 400],
    ],
    [
      [999_000, 1000],
      [MIN_ODDS, MAX_ODDS],
    ],
    [
      [1_000_000, 0],
      [MIN_ODDS, MAX_ODDS],
    ],
  ])('when the probabilities are %j, then the fair prices are %j', (probabilities, odds) => {
    expect(fairOddsFromProbabilities(probabilities)).toEqual(odds);
  });
});

/** A small deterministic generator so the property tables are the same on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state;
  };
}

/** 60 books of 2 or 3 outcomes and a few long shots; no outcome is likely enough for a 12% margin to push it below 1.01. */
const books: [number[]][] = (() => {
  const next = seeded(20261121);
  const generated = Array.from({ length: 60 }, (_, i): [number[]] => {
    const size = 2 + (i % 2);
    return [Array.from({ length: size }, () => 100_000 + (next() % 600_000))];
  });
  return [...generated, [[880_000, 100_000, 20_000]], [[600_000, 399_000, 1000]], [[850_000, 148_000, 2000]]];
})();

describe('applyMargin properties', () => {
  const margins = [0, 250, 500, 800, 1200];

  it.each(
    books,
  )('when the book %j gets each margin, then the overround is 1 + margin within one cent per price', (probabilities) => {
    for (const margin of margins) {
      const odds = applyMargin(probabilities, margin);
      const target = 1_000_000 + margin * 100;
      const overround = overroundPpm(odds);
      expect(overround).toBeGreaterThanOrEqual(target);
      // Each price is cut by less than one cent, so its implied probability grows by less than 1/(price - 1).
      const slack = odds.reduce((sum, price) => sum + Math.ceil(100_000_000 / (price * (price - 1))), 0);
      expect(overround).toBeLessThanOrEqual(target + slack);
    }
  });

  it.each(
    books,
  )('when the book %j is priced, then every price is a whole number from 1.01 to 1000.00', (probabilities) => {
    for (const margin of margins) {
      for (const price of applyMargin(probabilities, margin)) {
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(MIN_ODDS);
        expect(price).toBeLessThanOrEqual(MAX_ODDS);
      }
    }
  });

  it.each(
    books,
  )('when the book %j is priced, then a likelier outcome never gets a longer price', (probabilities) => {
    for (const margin of margins) {
      const odds = applyMargin(probabilities, margin);
      for (let i = 0; i < odds.length; i += 1) {
        for (let j = 0; j < odds.length; j += 1) {
          if (probabilities[i]! > probabilities[j]!) expect(odds[i]!).toBeLessThanOrEqual(odds[j]!);
        }
      }
    }
  });

  it.each(books.slice(0, 20))('when the margin grows for %j, then no price gets longer', (probabilities) => {
    for (let margin = 0; margin < 1500; margin += 100) {
      const lower = applyMargin(probabilities, margin);
      const higher = applyMargin(probabilities, margin + 100);
      for (const [i, price] of higher.entries()) expect(price).toBeLessThanOrEqual(lower[i]!);
    }
  });

  it.each([
    [[995_000, 5000], 500, [MIN_ODDS, 19_047]],
    [[1_000_000, 0, 0], 500, [MIN_ODDS, MAX_ODDS, MAX_ODDS]],
    [[1, 999_999], 0, [MAX_ODDS, MIN_ODDS]],
  ])('when the book %j is extreme (margin %i), then prices are held within bounds: %j', (probabilities, margin, odds) => {
    expect(applyMargin(probabilities, margin)).toEqual(odds);
  });

  it.each([
    [[500_000, 500_000], -1],
    [[500_000, 500_000], 10_001],
    [[500_000, 500_000], 2.5],
    [[500_000, -1], 500],
    [[0, 0], 500],
    [[], 500],
    [[0.5, 0.5], 500],
  ])('when the book is %j with margin %s, then it is a programming error', (probabilities, margin) => {
    expect(() => applyMargin(probabilities, margin)).toThrow(RangeError);
  });
});

describe('fairProbabilitiesFromOdds', () => {
  it.each([
    [
      [200, 200],
      [500_000, 500_000],
    ],
    [
      [190, 190],
      [500_000, 500_000],
    ],
    [
      [300, 300, 300],
      [333_333, 333_333, 333_333],
    ],
    [
      [195, 340, 380],
      [479_228, 274_851, 245_919],
    ],
    [
      [101, 2000],
      [951_927, 48_072],
    ],
  ])('when the prices are %j, then the fair probabilities are %j ppm', (odds, probabilities) => {
    expect(fairProbabilitiesFromOdds(odds)).toEqual(probabilities);
  });

  it.each(
    books,
  )('when the book %j is priced with a margin, then the margin comes out again within 1 ppm per outcome', (probabilities) => {
    const total = probabilities.reduce((sum, p) => sum + p, 0);
    const fair = fairProbabilitiesFromOdds(applyMargin(probabilities, 500));
    expect(fair.reduce((sum, p) => sum + p, 0)).toBeLessThanOrEqual(1_000_000);
    fair.forEach((p, i) => {
      // Prices are cut to whole cents, so the recovered probability is close, not exact.
      expect(Math.abs(p - Math.round((probabilities[i]! * 1_000_000) / total))).toBeLessThanOrEqual(10_000);
    });
  });
});

describe('remargin', () => {
  it.each([
    [[190, 190], 0, [200, 200]],
    [[200, 200], 500, [190, 190]],
    [[195, 340, 380], 500, [198, 346, 387]],
    [[195, 340, 380], 1000, [189, 330, 369]],
  ])('when the feed prices %j get our margin of %i bp, then they are %j', (odds, margin, repriced) => {
    expect(remargin(odds, margin)).toEqual(repriced);
  });

  it.each(
    books,
  )('when the book %j is re-priced at 8%, then its overround is at least 1.08', (probabilities) => {
    const feed = applyMargin(probabilities, 300);
    expect(overroundPpm(remargin(feed, 800))).toBeGreaterThanOrEqual(1_080_000);
  });
});
