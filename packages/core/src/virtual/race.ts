import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { drawRaceFrames, raceCommentary } from './race-animation.ts';
import type {
  RaceCard,
  RaceResult,
  VirtualMarket,
  VirtualModel,
  VirtualPick,
  VirtualPickOfMarket,
} from './types.ts';

// Races (greyhounds and horses) on the Harville / Plackett-Luce model. Each runner has an integer strength
// from its rating; it wins with strength / total, and each next place goes to one of the runners left with
// its strength / their total. Every market's chance (place, forecast, reverse forecast, tricast) follows
// from that by summing over the orders, and the draw picks the order place by place with
// random.nextInt(sum of the strengths left): that IS the Harville distribution, exactly.
//
// Pick codes (the bet's `choosed`; n, a, b, c are runner numbers 1..10):
//   단승 win 100 + n · 연승 place 200 + n (top 2 with up to 7 runners, top 3 with 8 or more) ·
//   쌍승 forecast (exact 1-2) 10000 + 100a + b · 복승 reverse forecast (1-2 either order) 20000 + 100·min + max ·
//   삼쌍승 tricast (exact 1-2-3) 1000000 + 10000a + 100b + c.

/**
 * 1000 · 2^(k / 10), rounded, for k = 0..9: a runner's strength is this table at (rating - 40) mod 10,
 * doubled for every full 10 rating points above 40. Ten rating points double a runner's strength.
 */
const strengthSteps = [1000, 1072, 1149, 1231, 1320, 1414, 1516, 1625, 1741, 1866] as const;

/** The lowest and highest rating the strength mapping takes (ratings outside are clamped). */
export const ratingRange = { min: 40, max: 129 } as const;

/** A runner's integer strength from its rating: 1000 · 2^((rating - 40) / 10), exact on the table above. */
export function strengthOfRating(rating: number): number {
  const r = Math.min(ratingRange.max, Math.max(ratingRange.min, Math.trunc(rating))) - ratingRange.min;
  return strengthSteps[r % 10]! * 2 ** Math.floor(r / 10);
}

/** How many places 연승 pays: top 2 with up to 7 runners, top 3 with 8 or more. */
export function placesPaid(fieldSize: number): number {
  return fieldSize >= 8 ? 3 : 2;
}

/** The pick codes of a race (the bet's `choosed`) from runner numbers, as the slip builds them. */
export const racePickCode = {
  win: (n: number) => 100 + n,
  place: (n: number) => 200 + n,
  forecast: (first: number, second: number) => 10_000 + 100 * first + second,
  reverseForecast: (a: number, b: number) => 20_000 + 100 * Math.min(a, b) + Math.max(a, b),
  tricast: (first: number, second: number, third: number) =>
    1_000_000 + 10_000 * first + 100 * second + third,
} as const;

/** A decoded race pick. */
export type RacePick =
  | { market: 'win' | 'place'; runners: [number] }
  | { market: 'forecast' | 'reverse-forecast'; runners: [number, number] }
  | { market: 'tricast'; runners: [number, number, number] };

const isRunner = (n: number, size: number) => n >= 1 && n <= size;

/** The pick a code names on a field of `size` runners, or null when it names none. */
export function decodeRacePick(code: number, size: number): RacePick | null {
  if (!Number.isInteger(code)) return null;
  if (code > 100 && code <= 100 + size) return { market: 'win', runners: [code - 100] };
  if (code > 200 && code <= 200 + size) return { market: 'place', runners: [code - 200] };
  if (code >= 10_000 && code < 30_000) {
    const isForecast = code < 20_000;
    const a = Math.floor((code % 10_000) / 100);
    const b = code % 100;
    if (!isRunner(a, size) || !isRunner(b, size) || a === b || (!isForecast && a > b)) return null;
    return { market: isForecast ? 'forecast' : 'reverse-forecast', runners: [a, b] };
  }
  if (code >= 1_000_000 && code < 2_000_000) {
    const a = Math.floor((code - 1_000_000) / 10_000);
    const b = Math.floor(code / 100) % 100;
    const c = code % 100;
    if (!isRunner(a, size) || !isRunner(b, size) || !isRunner(c, size)) return null;
    return a !== b && b !== c && a !== c ? { market: 'tricast', runners: [a, b, c] } : null;
  }
  return null;
}

/** The exact Harville chances of a field: win and place by index, forecast by a-b key and tricast by a-b-c key. */
type RaceChances = {
  win: number[];
  place: number[];
  forecast: Map<number, number>;
  tricast: Map<number, number>;
};

const forecastKey = (a: number, b: number) => a * 100 + b;
const tricastKey = (a: number, b: number, c: number) => a * 10_000 + b * 100 + c;

function raceChances(card: RaceCard): RaceChances {
  const weights = card.runners.map((runner) => strengthOfRating(runner.rating));
  const size = weights.length;
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const places = placesPaid(size);
  const win = weights.map((weight) => weight / total);
  const place = new Array<number>(size).fill(0);
  const forecast = new Map<number, number>();
  const tricast = new Map<number, number>();
  for (let a = 0; a < size; a += 1) {
    const pa = win[a]!;
    place[a]! += pa;
    const afterA = total - weights[a]!;
    for (let b = 0; b < size; b += 1) {
      if (b === a) continue;
      const pab = (pa * weights[b]!) / afterA;
      forecast.set(forecastKey(a + 1, b + 1), pab);
      place[b]! += pab;
      const afterB = afterA - weights[b]!;
      for (let c = 0; c < size; c += 1) {
        if (c === a || c === b) continue;
        const pabc = (pab * weights[c]!) / afterB;
        tricast.set(tricastKey(a + 1, b + 1, c + 1), pabc);
        if (places === 3) place[c]! += pabc;
      }
    }
  }
  return { win, place, forecast, tricast };
}

const wonOrLost = (won: number): PickProbability => ({ won, halfWon: 0, void: 0, lost: 1 - won });

/** What a race's runners are called in pick names. */
function animalOf(card: RaceCard): string {
  return card.kind === 'greyhound' ? '그레이하운드' : '경주마';
}

/** The name and the label of a race pick, as its market lists it. */
function pickText(pick: RacePick, animal: string): { name: string; label: string } {
  const label = pick.runners.join('-');
  const [a] = pick.runners;
  if (pick.market === 'win') return { name: `${a}번 ${animal} 단승`, label };
  if (pick.market === 'place') return { name: `${a}번 연승`, label };
  if (pick.market === 'forecast') return { name: `쌍승 ${label}`, label };
  if (pick.market === 'reverse-forecast') return { name: `복승 ${label}`, label };
  return { name: `삼쌍승 ${label}`, label };
}

const marketNames = {
  win: () => '단승',
  place: (size: number) => `연승 (${placesPaid(size)}착 이내)`,
  forecast: () => '쌍승',
  'reverse-forecast': () => '복승',
  tricast: () => '삼쌍승',
} as const satisfies Record<RacePick['market'], (size: number) => string>;

function racePick(card: RaceCard, pick: RacePick, code: number, won: number): VirtualPick {
  return { code, ...pickText(pick, animalOf(card)), chance: wonOrLost(won) };
}

function raceMarkets(card: RaceCard): VirtualMarket[] {
  const chances = raceChances(card);
  const numbers = card.runners.map((runner) => runner.number);
  const size = numbers.length;
  const pairs = numbers.flatMap((a) => numbers.filter((b) => b !== a).map((b) => [a, b] as const));
  const triples = pairs.flatMap(([a, b]) =>
    numbers.filter((c) => c !== a && c !== b).map((c) => [a, b, c] as const),
  );
  const forecastOf = (a: number, b: number) => chances.forecast.get(forecastKey(a, b))!;
  const market = (key: RacePick['market'], picks: VirtualPick[]): VirtualMarket => ({
    key,
    name: marketNames[key](size),
    picks,
  });
  return [
    market(
      'win',
      numbers.map((n) =>
        racePick(card, { market: 'win', runners: [n] }, racePickCode.win(n), chances.win[n - 1]!),
      ),
    ),
    market(
      'place',
      numbers.map((n) =>
        racePick(card, { market: 'place', runners: [n] }, racePickCode.place(n), chances.place[n - 1]!),
      ),
    ),
    market(
      'forecast',
      pairs.map(([a, b]) =>
        racePick(
          card,
          { market: 'forecast', runners: [a, b] },
          racePickCode.forecast(a, b),
          forecastOf(a, b),
        ),
      ),
    ),
    market(
      'reverse-forecast',
      pairs
        .filter(([a, b]) => a < b)
        .map(([a, b]) =>
          racePick(
            card,
            { market: 'reverse-forecast', runners: [a, b] },
            racePickCode.reverseForecast(a, b),
            forecastOf(a, b) + forecastOf(b, a),
          ),
        ),
    ),
    market(
      'tricast',
      triples.map(([a, b, c]) =>
        racePick(
          card,
          { market: 'tricast', runners: [a, b, c] },
          racePickCode.tricast(a, b, c),
          chances.tricast.get(tricastKey(a, b, c))!,
        ),
      ),
    ),
  ];
}

/**
 * A runner's place chance summed in raceChances' own order (first, then second behind each a, then third
 * behind each a-b), so the floating-point total, and so the price, is the same to the last bit.
 */
function placeChanceOf(weights: readonly number[], total: number, runner: number): number {
  const size = weights.length;
  const places = placesPaid(size);
  let place = 0;
  for (let a = 0; a < size; a += 1) {
    const pa = weights[a]! / total;
    if (a === runner) {
      place += pa;
      continue;
    }
    const afterA = total - weights[a]!;
    for (let b = 0; b < size; b += 1) {
      if (b === a) continue;
      const pab = (pa * weights[b]!) / afterA;
      if (b === runner) place += pab;
      else if (places === 3) place += (pab * weights[runner]!) / (afterA - weights[b]!);
    }
  }
  return place;
}

/** The Harville chance of a decoded pick, computed as raceChances computes it (the same bits). */
function chanceOfRacePick(card: RaceCard, pick: RacePick): number {
  const weights = card.runners.map((runner) => strengthOfRating(runner.rating));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  // Indexes of the pick's runners (each market uses as many as it names).
  const [a = 0, b = 0, c = 0] = pick.runners.map((n) => n - 1);
  if (pick.market === 'place') return placeChanceOf(weights, total, a);
  const ordered = (x: number, y: number) => ((weights[x]! / total) * weights[y]!) / (total - weights[x]!);
  if (pick.market === 'win') return weights[a]! / total;
  if (pick.market === 'forecast') return ordered(a, b);
  if (pick.market === 'reverse-forecast') return ordered(a, b) + ordered(b, a);
  return (ordered(a, b) * weights[c]!) / (total - weights[a]! - weights[b]!);
}

function racePickOf(card: RaceCard, code: number): VirtualPickOfMarket | null {
  const pick = decodeRacePick(code, card.runners.length);
  if (!pick) return null;
  return {
    market: { key: pick.market, name: marketNames[pick.market](card.runners.length) },
    pick: racePick(card, pick, code, chanceOfRacePick(card, pick)),
  };
}

/** The finishing order drawn place by place: nextInt(sum of the strengths left) picks the next runner. */
export function drawRaceOrder(card: RaceCard, random: RandomSource): number[] {
  const left = card.runners.map((runner) => ({
    number: runner.number,
    weight: strengthOfRating(runner.rating),
  }));
  const order: number[] = [];
  while (left.length > 0) {
    let x = random.nextInt(left.reduce((sum, runner) => sum + runner.weight, 0));
    const index = left.findIndex((runner) => {
      x -= runner.weight;
      return x < 0;
    });
    order.push(left[index]!.number);
    left.splice(index, 1);
  }
  return order;
}

function drawRace(card: RaceCard, random: RandomSource): RaceResult {
  const order = drawRaceOrder(card, random);
  const frames = drawRaceFrames(order, card.runners.length, random);
  return { kind: card.kind, order, frames, commentary: raceCommentary(frames, order, animalOf(card)) };
}

function settleRace(card: RaceCard, result: RaceResult, code: number): PickSettlement {
  if (result.kind !== card.kind || result.order.length !== card.runners.length) {
    throw new Error(`a ${result.kind} result does not belong to this ${card.kind} card`);
  }
  const pick = decodeRacePick(code, card.runners.length);
  if (!pick) throw new Error(`unknown race pick ${code}`);
  const { order } = result;
  const [a, b, c] = pick.runners;
  const won =
    pick.market === 'win'
      ? order[0] === a
      : pick.market === 'place'
        ? order.slice(0, placesPaid(card.runners.length)).includes(a)
        : pick.market === 'forecast'
          ? order[0] === a && order[1] === b
          : pick.market === 'reverse-forecast'
            ? (order[0] === a && order[1] === b) || (order[0] === b && order[1] === a)
            : order[0] === a && order[1] === b && order[2] === c;
  return won ? 'won' : 'lost';
}

/** The race model of a kind: markets with Harville chances, the draw and the settlement. */
export function raceModel(kind: RaceCard['kind']): VirtualModel<RaceCard, RaceResult> {
  return { kind, markets: raceMarkets, pickOf: racePickOf, draw: drawRace, settle: settleRace };
}
