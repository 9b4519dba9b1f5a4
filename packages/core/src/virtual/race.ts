import type { PickProbability, PickSettlement } from '../minigames/markets.ts';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { drawRaceFrames, raceCommentary } from './race-animation.ts';
import type { RaceCard, RaceResult, VirtualMarket, VirtualModel, VirtualPick } from './types.ts';

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

function raceMarkets(card: RaceCard): VirtualMarket[] {
  const chances = raceChances(card);
  const numbers = card.runners.map((runner) => runner.number);
  const animal = animalOf(card);
  const pick = (code: number, name: string, label: string, won: number): VirtualPick => ({
    code,
    name,
    label,
    chance: wonOrLost(won),
  });
  const pairs = numbers.flatMap((a) => numbers.filter((b) => b !== a).map((b) => [a, b] as const));
  const triples = pairs.flatMap(([a, b]) =>
    numbers.filter((c) => c !== a && c !== b).map((c) => [a, b, c] as const),
  );
  return [
    {
      key: 'win',
      name: '단승',
      picks: numbers.map((n) =>
        pick(racePickCode.win(n), `${n}번 ${animal} 단승`, `${n}`, chances.win[n - 1]!),
      ),
    },
    {
      key: 'place',
      name: `연승 (${placesPaid(numbers.length)}착 이내)`,
      picks: numbers.map((n) => pick(racePickCode.place(n), `${n}번 연승`, `${n}`, chances.place[n - 1]!)),
    },
    {
      key: 'forecast',
      name: '쌍승',
      picks: pairs.map(([a, b]) =>
        pick(
          racePickCode.forecast(a, b),
          `쌍승 ${a}-${b}`,
          `${a}-${b}`,
          chances.forecast.get(forecastKey(a, b))!,
        ),
      ),
    },
    {
      key: 'reverse-forecast',
      name: '복승',
      picks: pairs
        .filter(([a, b]) => a < b)
        .map(([a, b]) =>
          pick(
            racePickCode.reverseForecast(a, b),
            `복승 ${a}-${b}`,
            `${a}-${b}`,
            chances.forecast.get(forecastKey(a, b))! + chances.forecast.get(forecastKey(b, a))!,
          ),
        ),
    },
    {
      key: 'tricast',
      name: '삼쌍승',
      picks: triples.map(([a, b, c]) =>
        pick(
          racePickCode.tricast(a, b, c),
          `삼쌍승 ${a}-${b}-${c}`,
          `${a}-${b}-${c}`,
          chances.tricast.get(tricastKey(a, b, c))!,
        ),
      ),
    },
  ];
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
  return { kind, markets: raceMarkets, draw: drawRace, settle: settleRace };
}
