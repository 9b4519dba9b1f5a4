import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../minigames/provably-fair.ts';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { decodeRacePick, drawRaceOrder, placesPaid, raceModel, strengthOfRating } from './race.ts';
import { raceFrameCount, standingsAt } from './race-animation.ts';
import { raceCardOf, testCards } from './test-cards.ts';

const dogs = raceModel('greyhound');
const horses = raceModel('horse');

/** A source that returns the scripted integers (checked against n), then fails. */
function scripted(values: number[]): RandomSource & { asked: number[] } {
  const asked: number[] = [];
  return {
    asked,
    nextInt(n: number) {
      asked.push(n);
      const value = values.shift();
      if (value === undefined || value >= n) throw new Error(`script ran out or ${value} >= ${n}`);
      return value;
    },
  };
}

describe('race strengths', () => {
  it('when ratings are mapped, then ten points double the strength on the integer table', () => {
    expect(strengthOfRating(40)).toBe(1000);
    expect(strengthOfRating(45)).toBe(1414);
    expect(strengthOfRating(50)).toBe(2000);
    expect(strengthOfRating(95)).toBe(1414 * 32);
    expect(strengthOfRating(10)).toBe(1000);
    expect(strengthOfRating(200)).toBe(strengthOfRating(129));
  });
});

describe('race markets', () => {
  it('when a 3-runner field of strengths 1:2:4 is priced, then the chances are Harville by hand', () => {
    const card = raceCardOf('greyhound', [40, 50, 60]);
    const markets = dogs.markets(card);
    const chance = (code: number) =>
      markets.flatMap((market) => market.picks).find((pick) => pick.code === code)!.chance.won;
    expect(chance(103)).toBeCloseTo(4 / 7, 12);
    // 3 then 1: 4/7 · 1/3; 3-1-2 likewise, as 2 is then certain.
    expect(chance(10_301)).toBeCloseTo(4 / 21, 12);
    expect(chance(1_030_102)).toBeCloseTo(4 / 21, 12);
    expect(chance(20_103)).toBeCloseTo(((1 / 7) * 4) / 6 + ((4 / 7) * 1) / 3, 12);
    // Place pays top 2 of 3: runner 1 misses only when last, P = 4/7·2/3 + 2/7·4/5.
    expect(chance(201)).toBeCloseTo(1 - (((4 / 7) * 2) / 3 + ((2 / 7) * 4) / 5), 12);
  });

  it('when the test cards are priced, then exclusive markets sum to 1 and place to the places paid', () => {
    for (const card of [testCards.greyhound, testCards.horse]) {
      const size = card.runners.length;
      const markets = dogs.markets(card);
      const sums = Object.fromEntries(
        markets.map((market) => [market.key, market.picks.reduce((sum, pick) => sum + pick.chance.won, 0)]),
      );
      expect(sums.win).toBeCloseTo(1, 12);
      expect(sums.forecast).toBeCloseTo(1, 12);
      expect(sums['reverse-forecast']).toBeCloseTo(1, 12);
      expect(sums.tricast).toBeCloseTo(1, 12);
      expect(sums.place).toBeCloseTo(placesPaid(size), 12);
      const counts = markets.map((market) => market.picks.length);
      expect(counts).toEqual([
        size,
        size,
        size * (size - 1),
        (size * (size - 1)) / 2,
        size * (size - 1) * (size - 2),
      ]);
      const codes = markets.flatMap((market) => market.picks.map((pick) => pick.code));
      expect(new Set(codes).size).toBe(codes.length);
      for (const pick of markets.flatMap((market) => market.picks)) {
        expect(pick.chance.won + pick.chance.lost).toBeCloseTo(1, 12);
      }
    }
  });

  it('when picks are named, then the names are Korean as the slip shows them', () => {
    const names = (card: typeof testCards.greyhound, model: typeof dogs) =>
      model.markets(card).flatMap((market) => market.picks.map((pick) => [pick.code, pick.name] as const));
    const dogNames = new Map(names(testCards.greyhound, dogs));
    expect(dogNames.get(103)).toBe('3번 그레이하운드 단승');
    expect(dogNames.get(204)).toBe('4번 연승');
    expect(dogNames.get(10_205)).toBe('쌍승 2-5');
    expect(dogNames.get(20_205)).toBe('복승 2-5');
    expect(dogNames.get(1_020_501)).toBe('삼쌍승 2-5-1');
    expect(new Map(names(testCards.horse, horses)).get(103)).toBe('3번 경주마 단승');
  });

  it('when codes are decoded, then only picks of the field are known', () => {
    expect(decodeRacePick(106, 6)).toEqual({ market: 'win', runners: [6] });
    expect(decodeRacePick(107, 6)).toBeNull();
    expect(decodeRacePick(200, 6)).toBeNull();
    expect(decodeRacePick(10_202, 6)).toBeNull();
    expect(decodeRacePick(20_502, 6)).toBeNull();
    expect(decodeRacePick(20_205, 6)).toEqual({ market: 'reverse-forecast', runners: [2, 5] });
    expect(decodeRacePick(1_020_507, 6)).toBeNull();
    expect(decodeRacePick(1_100_908, 10)).toEqual({ market: 'tricast', runners: [10, 9, 8] });
    expect(() =>
      dogs.settle(testCards.greyhound, dogs.draw(testCards.greyhound, createSeededRandom(1)), 999),
    ).toThrow();
  });
});

describe('race draw', () => {
  it('when the order is drawn, then each place takes nextInt(sum of the strengths left)', () => {
    const card = raceCardOf('greyhound', [40, 50, 60]);
    // Strengths 1000, 2000, 4000: 3500 falls on runner 3 (3000..6999), then 999 on runner 1 of 1000 + 2000.
    const random = scripted([3500, 999, 0]);
    expect(drawRaceOrder(card, random)).toEqual([3, 1, 2]);
    expect(random.asked).toEqual([7000, 3000, 2000]);
  });

  it('when races are drawn, then every pick settles as the order says and the last frame shows the order', () => {
    const random = createSeededRandom(11);
    for (const [model, card] of [
      [dogs, testCards.greyhound],
      [horses, testCards.horse],
    ] as const) {
      const markets = model.markets(card);
      for (let i = 0; i < 25; i += 1) {
        const result = model.draw(card, random);
        const { order } = result;
        expect([...order].sort((a, b) => a - b)).toEqual(card.runners.map((runner) => runner.number));
        expect(result.frames).toHaveLength(raceFrameCount);
        expect(result.frames[0]!.every((distance) => distance === 0)).toBe(true);
        const last = result.frames.at(-1)!;
        expect(last.every((distance) => distance >= 1000)).toBe(true);
        expect(standingsAt(last, order)).toEqual(order);
        // Strictly in order at the last frame: no tie needs the order to break it.
        for (let k = 1; k < order.length; k += 1) {
          const [ahead, behind] = [order[k - 1]!, order[k]!];
          expect(last[behind - 1]!).toBeLessThan(last[ahead - 1]!);
        }
        const places = order.slice(0, placesPaid(order.length));
        for (const market of markets) {
          for (const pick of market.picks) {
            const decoded = decodeRacePick(pick.code, card.runners.length)!;
            const [a, b, c] = decoded.runners;
            const expected = {
              win: order[0] === a,
              place: places.includes(a),
              forecast: order[0] === a && order[1] === b,
              'reverse-forecast':
                new Set([order[0], order[1]]).has(a) && new Set([order[0], order[1]]).has(b!),
              tricast: order[0] === a && order[1] === b && order[2] === c,
            }[decoded.market];
            expect(model.settle(card, result, pick.code)).toBe(expected ? 'won' : 'lost');
          }
        }
      }
    }
  });

  it('when a runner finishes, then it never falls back and it has crossed the line in its finishing turn', () => {
    const result = horses.draw(testCards.horse, createSeededRandom(3));
    for (let i = 0; i < testCards.horse.runners.length; i += 1) {
      const path = result.frames.map((row) => row[i]!);
      path.slice(1).forEach((distance, f) => {
        expect(distance).toBeGreaterThanOrEqual(path[f]!);
      });
    }
    const crossing = result.order.map((number) => result.frames.findIndex((row) => row[number - 1]! >= 1000));
    expect([...crossing].sort((a, b) => a - b)).toEqual(crossing);
  });

  it('when the commentary names a leader or a finish, then the frames show that leader and that finish', () => {
    const random = createSeededRandom(8);
    let leaderLines = 0;
    for (let i = 0; i < 200; i += 1) {
      const result = horses.draw(testCards.horse, random);
      const frames = result.frames;
      for (const { frame, text } of result.commentary) {
        const leader = standingsAt(frames[frame]!, result.order)[0];
        const named =
          /^(\d+)번이 \d+번을 제치고 선두로/.exec(text) ??
          /^마지막 직선! (\d+)번 선두/.exec(text) ??
          /^절반 지점 통과, (\d+)번 선두/.exec(text) ??
          /^(\d+)번이 선두를 지키고/.exec(text) ??
          /^(\d+)번 선두 유지/.exec(text);
        if (named) {
          leaderLines += 1;
          expect(Number(named[1])).toBe(leader);
        }
        const finish = /^(\d+)번 (간발의 차로 )?1착/.exec(text);
        if (finish) {
          const winner = result.order[0]!;
          const [before, at] = [frames[frame - 1]!, frames[frame]!];
          expect(Number(finish[1])).toBe(winner);
          expect(at[winner - 1]!).toBeGreaterThanOrEqual(1000);
          expect(before[winner - 1]!).toBeLessThan(1000);
        }
      }
      expect(result.commentary.at(-1)!.text).toBe(
        `결과: 1착 ${result.order[0]}번, 2착 ${result.order[1]}번, 3착 ${result.order[2]}번.`,
      );
    }
    expect(leaderLines).toBeGreaterThan(400);
  });

  it('when the same seed draws twice, then the order, frames and commentary are the same', () => {
    const first = dogs.draw(testCards.greyhound, createSeededRandom(42));
    const second = dogs.draw(testCards.greyhound, createSeededRandom(42));
    expect(second).toEqual(first);
    expect(first.commentary[0]).toEqual({
      frame: 0,
      text: '출발! 6마리의 그레이하운드가 힘차게 출발합니다.',
    });
    expect(first.commentary.at(-1)!.text).toContain(`1착 ${first.order[0]}번`);
    for (const line of first.commentary) expect(line.frame).toBeLessThan(raceFrameCount);
  });
});
