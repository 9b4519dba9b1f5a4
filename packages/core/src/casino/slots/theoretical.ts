import { symbolCounts } from './reels.ts';
import type { SlotDefinition } from './slot-types.ts';
import { evaluateLine } from './spin.ts';

// The exact return of a slot, from its strips and paytable (no simulation).
//
// RTP, by linearity: every line reads one row per reel, and each row of a reel shows each symbol with
// the symbol's frequency on the strip (the stop is uniform), reels being independent. So one line's
// expected multiple is a sum over (symbol, run length) of pay x P(run), where P(symbol s has a run of
// exactly c) = (prod over the first c reels of (f_s + f_wild) - prod of f_wild) x (1 - f_s - f_wild on
// reel c + 1), and the stake's return from lines is that one line's expected multiple (stake = lines x
// line bet). Scatters: a reel shows a scatter with probability rows x count / length (scatters are at
// least `rows` apart on a strip, so a reel never shows two); the count over the reels is a sum of
// independent Bernoulli variables. Free spins (no retrigger) add P(k scatters) x spins(k) x multiplier x
// the lines' return.
//
// Standard deviation, exactly: every combination of stops is enumerated once (a product of strip
// lengths), giving the joint law of the base spin's win and its scatter count; free spins are independent
// of the base spin and of each other, so with N = spins(k), F the sum of N free-spin wins:
// E[(B + F)^2] = E[B^2] + 2 sum_k E[B; k] N m mu + sum_k P(k) m^2 (N sigma^2 + N^2 mu^2), mu and sigma^2
// being the mean and variance of one spin's line return.

/** A slot's exact return to player (fraction of the stake) and the standard deviation of one round's win
 * per unit stake. */
export type SlotTheory = {
  rtp: number;
  stdDev: number;
  lineRtp: number;
  scatterRtp: number;
  freeSpinRtp: number;
  /** The mean found by the enumeration (equals rtp up to rounding; a cross-check). */
  enumeratedRtp: number;
};

/** The expected multiple of the line bet one line pays (exact). */
export function expectedLineMultiple(def: SlotDefinition): number {
  const reelCount = def.reels.length;
  const frequency = def.reels.map((strip) => {
    const counts = symbolCounts(strip);
    return (symbol: string | undefined) =>
      symbol === undefined ? 0 : (counts.get(symbol) ?? 0) / strip.length;
  });
  const wild = def.wild?.symbol;
  let expected = 0;
  for (const [symbol, pays] of Object.entries(def.pays)) {
    let both = 1;
    let wildsOnly = 1;
    for (let count = 1; count <= reelCount; count += 1) {
      both *= frequency[count - 1]!(symbol) + frequency[count - 1]!(wild);
      wildsOnly *= frequency[count - 1]!(wild);
      const pay = pays[count] ?? 0;
      if (pay === 0) continue;
      const stops = count === reelCount ? 1 : 1 - frequency[count]!(symbol) - frequency[count]!(wild);
      expected += pay * (both - wildsOnly) * stops;
    }
  }
  if (def.wild) {
    const allWild = frequency.reduce((product, of) => product * of(wild), 1);
    expected += allWild * (def.pays[def.wild.allWildPaysAs]?.[reelCount] ?? 0);
  }
  return expected;
}

/** P(k scatters in the window), k = 0 .. reels (throws when two scatters of a strip are too close). */
export function scatterCountProbabilities(def: SlotDefinition): number[] {
  const reelCount = def.reels.length;
  const probabilities = new Array<number>(reelCount + 1).fill(0);
  probabilities[0] = 1;
  const scatter = def.scatter;
  if (!scatter) return probabilities;
  for (const strip of def.reels) {
    const positions = strip.flatMap((symbol, i) => (symbol === scatter.symbol ? [i] : []));
    positions.forEach((position, i) => {
      const next = positions[(i + 1) % positions.length]!;
      const gap = (next - position + strip.length) % strip.length || strip.length;
      if (gap < def.rows) throw new Error(`${def.code}: scatters closer than ${def.rows} on a strip`);
    });
    const p = (def.rows * positions.length) / strip.length;
    for (let k = reelCount; k >= 0; k -= 1)
      probabilities[k] = probabilities[k]! * (1 - p) + (k > 0 ? probabilities[k - 1]! * p : 0);
  }
  return probabilities;
}

/** Sums over every combination of stops: the base spin's return per unit stake, by scatter count. */
function enumerateBaseSpins(def: SlotDefinition) {
  const reelCount = def.reels.length;
  const lineCount = def.lines.length;
  // Symbols as integers: a line's symbols index a table of every possible line's multiple.
  const codeOf = new Map(def.symbols.map((symbol, i) => [symbol.id, i]));
  const base = def.symbols.length;
  const table = new Float64Array(base ** reelCount);
  const line = new Array<string>(reelCount);
  for (let index = 0; index < table.length; index += 1) {
    for (let reel = 0, rest = index; reel < reelCount; reel += 1, rest = Math.floor(rest / base)) {
      line[reel] = def.symbols[rest % base]!.id;
    }
    table[index] = evaluateLine(def, line)?.multiple ?? 0;
  }
  // digits[reel][stop * rows + row]: the symbol's code times base^reel, so a line's index is a sum.
  const digits = def.reels.map((strip, reel) => {
    const values = new Float64Array(strip.length * def.rows);
    strip.forEach((_, stop) => {
      for (let row = 0; row < def.rows; row += 1) {
        const symbol = strip[(stop + row) % strip.length]!;
        values[stop * def.rows + row] = codeOf.get(symbol)! * base ** reel;
      }
    });
    return values;
  });
  const scatterShown = def.reels.map((strip) =>
    strip.map((_, stop) =>
      Array.from({ length: def.rows }, (__, row) => strip[(stop + row) % strip.length]).includes(
        def.scatter?.symbol,
      )
        ? 1
        : 0,
    ),
  );
  // lineRowsByReel[reel][line]: the row a line reads on a reel.
  const lineRowsByReel = def.reels.map((_, reel) => Int32Array.from(def.lines, (rows) => rows[reel]!));
  const lineCountOf = def.lines.length;
  const byCount = Array.from({ length: reelCount + 1 }, () => ({ weight: 0, sum: 0 }));
  let sumBase = 0;
  let sumBaseSquared = 0;
  let sumRoundSquared = 0;
  let total = 0;
  // partial[reel][line]: the line's table index summed over the reels before `reel` (depth-first, so the
  // last reel adds one number per line instead of the whole sum).
  const partial = Array.from({ length: reelCount + 1 }, () => new Float64Array(lineCountOf));
  const scatterPays = Array.from({ length: reelCount + 1 }, (_, k) => def.scatter?.pays[k] ?? 0);
  const visit = (reel: number, scatters: number): void => {
    const here = partial[reel]!;
    const next = partial[reel + 1]!;
    const values = digits[reel]!;
    const shown = scatterShown[reel]!;
    const rowOf = lineRowsByReel[reel]!;
    const length = def.reels[reel]!.length;
    for (let stop = 0; stop < length; stop += 1) {
      const offset = stop * def.rows;
      if (reel < reelCount - 1) {
        for (let i = 0; i < lineCountOf; i += 1) {
          const row = rowOf[i] ?? 0;
          next[i] = (here[i] ?? 0) + (values[offset + row] ?? 0);
        }
        visit(reel + 1, scatters + shown[stop]!);
        continue;
      }
      let multiples = 0;
      for (let i = 0; i < lineCountOf; i += 1) {
        const row = rowOf[i] ?? 0;
        const index = (here[i] ?? 0) + (values[offset + row] ?? 0);
        multiples += table[index] ?? 0;
      }
      const count = scatters + shown[stop]!;
      const spin = multiples / lineCount;
      const round = spin + scatterPays[count]!;
      sumBase += spin;
      sumBaseSquared += spin * spin;
      sumRoundSquared += round * round;
      byCount[count]!.weight += 1;
      byCount[count]!.sum += round;
      total += 1;
    }
  };
  visit(0, 0);
  return { total, sumBase, sumBaseSquared, sumRoundSquared, byCount };
}

const theoryCache = new WeakMap<SlotDefinition, SlotTheory>();

/** The slot's exact RTP and its parts, by linearity only (instant; no standard deviation). */
export function slotRtp(def: SlotDefinition): Omit<SlotTheory, 'stdDev' | 'enumeratedRtp'> {
  const lineRtp = expectedLineMultiple(def);
  const scatterProbabilities = scatterCountProbabilities(def);
  const scatter = def.scatter;
  const multiplier = scatter?.freeSpinMultiplier ?? 1;
  const scatterRtp = scatterProbabilities.reduce((sum, p, k) => sum + p * (scatter?.pays[k] ?? 0), 0);
  const freeSpinRtp = scatterProbabilities.reduce(
    (sum, p, k) => sum + p * (scatter?.freeSpins[k] ?? 0) * multiplier * lineRtp,
    0,
  );
  return { rtp: lineRtp + scatterRtp + freeSpinRtp, lineRtp, scatterRtp, freeSpinRtp };
}

/**
 * The slot's exact RTP and per-round standard deviation (both per unit stake). The deviation enumerates
 * every stop combination (about a second for a 5-reel slot), so the result is cached per definition.
 */
export function theoreticalRtp(def: SlotDefinition): SlotTheory {
  const cached = theoryCache.get(def);
  if (cached) return cached;
  const { rtp, lineRtp, scatterRtp, freeSpinRtp } = slotRtp(def);
  const scatter = def.scatter;
  const multiplier = scatter?.freeSpinMultiplier ?? 1;
  const spinsOf = (k: number) => scatter?.freeSpins[k] ?? 0;

  const sums = enumerateBaseSpins(def);
  const mu = sums.sumBase / sums.total;
  const sigmaSquared = sums.sumBaseSquared / sums.total - mu * mu;
  let secondMoment = sums.sumRoundSquared / sums.total;
  // The mean from the enumeration: a cross-check of the linearity formula (equal up to rounding).
  let enumeratedRtp = 0;
  sums.byCount.forEach(({ weight, sum }, k) => {
    const spins = spinsOf(k);
    const p = weight / sums.total;
    enumeratedRtp += sum / sums.total + p * spins * multiplier * mu;
    if (spins === 0 || weight === 0) return;
    secondMoment += 2 * (sum / sums.total) * spins * multiplier * mu;
    secondMoment += p * multiplier * multiplier * (spins * sigmaSquared + spins * spins * mu * mu);
  });
  const theory = {
    rtp,
    stdDev: Math.sqrt(secondMoment - rtp * rtp),
    lineRtp,
    scatterRtp,
    freeSpinRtp,
    enumeratedRtp,
  };
  theoryCache.set(def, theory);
  return theory;
}
