import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { independentIntStream } from '../../test/independent-stream.ts';
import { virtualGameTypes } from '../api/virtual.ts';
import { generateHashChain } from '../minigames/provably-fair.ts';
import { virtualCommitment } from './commitment.ts';
import { virtualDrawStepsText, virtualVerificationStepsText } from './draw-steps-text.ts';
import { testCards } from './test-cards.ts';
import type { MatchCard, MatchEvent, RaceCard } from './types.ts';
import { verifyVirtualEvent } from './verification.ts';

// A verifier written from the verification page's text alone (virtualVerificationStepsText and
// virtualDrawStepsText), with node:crypto and none of the game code: for many seeds it must reproduce each
// game's whole result, animation and timeline included. The sentences it relies on are checked to be
// there, so the text and this verifier change together.

type Next = (n: number) => number;

/** Steps 4-6: the page's integer stream. */
const pageStream: (seed: string, game: number, roundKey: string) => Next = independentIntStream;

function pageRace(card: RaceCard, next: Next) {
  const t = [1000, 1072, 1149, 1231, 1320, 1414, 1516, 1625, 1741, 1866];
  const strength = (rating: number) => {
    const r = Math.min(129, Math.max(40, rating)) - 40;
    return t[r % 10]! * 2 ** Math.floor(r / 10);
  };
  const left = card.runners.map((runner) => ({ number: runner.number, strength: strength(runner.rating) }));
  const order: number[] = [];
  while (left.length > 0) {
    let x = next(left.reduce((sum, runner) => sum + runner.strength, 0));
    let i = 0;
    for (; x - left[i]!.strength >= 0; i += 1) x -= left[i]!.strength;
    order.push(left.splice(i, 1)[0]!.number);
  }
  const arrive = new Map<number, number>();
  let tick = 2500 + next(100);
  for (const [k, number] of order.entries()) {
    if (k > 0) tick += 5 + next(30);
    arrive.set(number, tick);
  }
  const speeds = new Map(order.map((number) => [number, Array.from({ length: 6 }, () => 85 + next(31))]));
  const frames = Array.from({ length: 31 }, (_, f) =>
    card.runners.map(({ number }) => {
      const tick = f * 100;
      const finish = arrive.get(number)!;
      if (tick >= finish) return 1000 + Math.floor(((tick - finish) * 1000) / finish);
      const speed = speeds.get(number)!;
      // Distance in (speed x tick) units: whole sixths of the runner's time, then the part of the current one.
      let covered = 0;
      let s = 0;
      for (; (s + 1) * finish <= tick * 6; s += 1) covered += speed[s]! * finish;
      covered += speed[s]! * (tick * 6 - s * finish);
      return Math.floor((1000 * covered) / (speed.reduce((a, b) => a + b, 0) * finish));
    }),
  );
  return { order, frames };
}

function pageSoccer(card: MatchCard, next: Next) {
  const law = (lambda: number) => {
    const q = [1];
    for (let k = 1; k <= 9; k += 1) q.push((q[k - 1]! * lambda) / k);
    const sum = q.reduce((a, b) => a + b, 0);
    return q.map((v) => v / sum);
  };
  const home = law((1.45 * card.home.attack) / card.away.defence);
  const away = law((1.15 * card.away.attack) / card.home.defence);
  const cells = home.flatMap((ph, h) => away.map((pa, a) => ({ h, a, weight: Math.floor(1e9 * ph * pa) })));
  let x = next(cells.reduce((sum, cell) => sum + cell.weight, 0));
  const score = cells.find((cell) => {
    x -= cell.weight;
    return x < 0;
  })!;
  const events: MatchEvent[] = [];
  for (let i = 0; i < score.h; i += 1)
    events.push({ at: 1 + next(90), side: 'home', type: 'goal', shirt: 2 + next(10) });
  for (let i = 0; i < score.a; i += 1)
    events.push({ at: 1 + next(90), side: 'away', type: 'goal', shirt: 2 + next(10) });
  for (const side of ['home', 'away'] as const) {
    const shots = 2 + next(5);
    for (let i = 0; i < shots; i += 1) {
      const at = 1 + next(90);
      const type = next(2) === 0 ? 'save' : 'shot';
      events.push({ at, side, type, shirt: 2 + next(10) });
    }
  }
  const timeline = events
    .map((event, index) => ({ event, index }))
    .sort((a, b) => a.event.at - b.event.at || a.index - b.index)
    .map(({ event }) => event);
  const firstHalf = (side: string) =>
    timeline.filter((e) => e.type === 'goal' && e.side === side && e.at <= 45).length;
  return {
    home: score.h,
    away: score.a,
    halfTime: { home: firstHalf('home'), away: firstHalf('away') },
    timeline,
  };
}

function pageBasketball(card: MatchCard, next: Next) {
  const clamp = (k: number) => Math.min(700, Math.max(300, k));
  const k = {
    home: clamp(500 + card.home.attack - card.away.defence + 8),
    away: clamp(500 + card.away.attack - card.home.defence - 8),
  };
  const period = (base: number, chances: number, perMille: number) => {
    let points = base;
    for (let i = 0; i < chances; i += 1) if (next(1000) < perMille) points += 1;
    return points;
  };
  const quarters: { home: number; away: number }[] = [];
  for (let q = 0; q < 4; q += 1) {
    const home = period(8, 40, k.home);
    quarters.push({ home, away: period(8, 40, k.away) });
  }
  const total = (side: 'home' | 'away') => quarters.reduce((sum, q) => sum + q[side], 0);
  const regulation = { home: total('home'), away: total('away') };
  while (total('home') === total('away')) {
    const home = period(2, 10, k.home);
    quarters.push({ home, away: period(2, 10, k.away) });
  }
  const split = (points: number) => {
    const baskets: number[] = [];
    for (let left = points; left > 0; ) {
      const roll = next(10);
      const basket = Math.min(left, roll <= 5 ? 2 : roll <= 7 ? 3 : 1);
      baskets.push(basket);
      left -= basket;
    }
    return baskets;
  };
  const timeline: MatchEvent[] = [];
  quarters.forEach((q, index) => {
    const home = split(q.home);
    const away = split(q.away);
    let [h, a] = [0, 0];
    while (h < home.length || a < away.length) {
      const isHome = next(home.length - h + away.length - a) < home.length - h;
      timeline.push({
        at: index + 1,
        side: isHome ? 'home' : 'away',
        type: 'points',
        points: isHome ? home[h++]! : away[a++]!,
      });
    }
  });
  return { quarters, home: total('home'), away: total('away'), regulation, timeline };
}

describe('virtual verification', () => {
  it('when the page text is read, then it states the steps this verifier follows', () => {
    expect(virtualVerificationStepsText.join('\n')).toContain('SHA-256("hanpan-virtual-commitment:" + 시드)');
    expect(virtualDrawStepsText.horse.join('\n')).toContain('처음으로 0보다 작아지는 출전자가 다음 착순');
    expect(virtualDrawStepsText.soccer.join('\n')).toContain('floor(10^9 × P홈(h) × P원정(a))');
    expect(virtualDrawStepsText.basketball.join('\n')).toContain('8점에 40번의 기회마다 수(1000) < k');
  });

  it('when events are verified for many seeds, then a verifier written from the text alone gets the same results', () => {
    const chain = generateHashChain(createHash('sha256').update('virtual-verifier').digest('hex'), 40);
    chain.seeds.forEach((seed, index) => {
      const roundKey = `2026-11-29-${index + 1}`;
      for (const kind of ['greyhound', 'horse', 'soccer', 'basketball'] as const) {
        const gameType = virtualGameTypes[kind];
        const card = testCards[kind];
        const verified = verifyVirtualEvent({
          kind,
          gameType,
          roundKey,
          seed,
          card,
          commitment: createHash('sha256').update(`hanpan-virtual-commitment:${seed}`).digest('hex'),
          anchor: chain.anchor,
        });
        expect(verified.commitmentMatches).toBe(true);
        expect(verified.chainSteps).toBe(index + 1);
        const next = pageStream(seed, gameType, roundKey);
        const { commentary: _, ...result } = verified.result as Record<string, unknown>;
        const page =
          'runners' in card
            ? pageRace(card, next)
            : kind === 'soccer'
              ? pageSoccer(card, next)
              : pageBasketball(card, next);
        expect(result).toEqual({ kind, ...page });
      }
    });
  });

  it("when the commitment is not the seed's, then nothing is drawn", () => {
    const seed = 'ab'.repeat(32);
    const event = { kind: 'soccer' as const, gameType: 123, roundKey: 'r', seed, card: testCards.soccer };
    expect(verifyVirtualEvent({ ...event, commitment: virtualCommitment(seed) }).result).not.toBeNull();
    const forged = verifyVirtualEvent({
      ...event,
      commitment: createHash('sha256').update(seed).digest('hex'),
    });
    expect(forged).toMatchObject({ commitmentMatches: false, result: null, chainSteps: null });
  });
});
