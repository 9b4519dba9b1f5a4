/** A deterministic stream of random numbers in [0, 1) with the helpers the simulator needs. */
export type Random = {
  /** The next number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  /** A normally distributed number (Box-Muller). */
  normal(mean: number, deviation: number): number;
  /** A Poisson distributed count with the given mean. */
  poisson(mean: number): number;
  /** An exponentially distributed waiting time with the given rate per unit. */
  exponential(rate: number): number;
  /** A shuffled copy of a list. */
  shuffle<T>(items: readonly T[]): T[];
};

/** Hashes a string to four 32-bit words (cyrb128), the state of sfc32. */
export function hashSeed(seed: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let index = 0; index < seed.length; index++) {
    const code = seed.charCodeAt(index);
    h1 = h2 ^ Math.imul(h1 ^ code, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ code, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ code, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ code, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** A 32-bit unsigned integer derived from a string, for stable ids. */
export function hashToInt(seed: string): number {
  return hashSeed(seed)[0];
}

/** A seeded generator (sfc32): the same seed always gives the same stream. */
export function createRandom(seed: string): Random {
  let [a, b, c, d] = hashSeed(seed);
  const next = (): number => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    let t = (a + b) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    d = (d + 1) | 0;
    t = (t + d) | 0;
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  // Warm up: the first outputs of sfc32 still resemble the seed words.
  for (let index = 0; index < 12; index++) next();

  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    normal: (mean, deviation) => {
      const u = 1 - next();
      const v = next();
      return mean + deviation * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
    poisson: (mean) => {
      // Knuth's method is exact and fast enough for the small means of sports scores.
      if (mean <= 0) return 0;
      if (mean > 30) return Math.max(0, Math.round(random.normal(mean, Math.sqrt(mean))));
      const limit = Math.exp(-mean);
      let count = 0;
      let product = next();
      while (product > limit) {
        count++;
        product *= next();
      }
      return count;
    },
    exponential: (rate) => (rate <= 0 ? Number.POSITIVE_INFINITY : -Math.log(1 - next()) / rate),
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index--) {
        const other = Math.floor(next() * (index + 1));
        const held = copy[index] as T;
        copy[index] = copy[other] as T;
        copy[other] = held;
      }
      return copy;
    },
  };
  return random;
}
