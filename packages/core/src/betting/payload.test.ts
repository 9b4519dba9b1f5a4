import { describe, expect, it } from 'vitest';
import type { SportsCartEntry } from '../api/sports.ts';
import { betPayloadOf, isInplayCart, separateOf } from './payload.ts';

const entry = (overrides: Partial<SportsCartEntry> = {}): SportsCartEntry => ({
  _id: '1001',
  FixtureId: 77,
  GameSubId: 3,
  Price: 195,
  BaseLine: '-1.5',
  GameType: 0,
  leagueName: 'EPL',
  homeName: '홈',
  awayName: '원정',
  sportId: 201,
  Name: '2',
  ...overrides,
});

describe('separateOf (spec 5: non-numeric lines are sent as 0)', () => {
  it.each([
    ['-1.5', -1.5],
    ['2.5', 2.5],
    ['0.25', 0.25],
    ['-0.75 (1-0)', -0.75],
    ['', 0],
    ['abc', 0],
    ['1.5.5', 0],
  ])('when the line is %j, then %d is sent', (line, value) => {
    expect(separateOf(line)).toBe(value);
  });
});

describe('betPayloadOf (spec 3: gameId, id, separate, odds, choosed 1, gameSubId)', () => {
  it('when the cart holds feed picks and an other-type entry, then only the feed picks are sent, in order', () => {
    const cart = [
      entry(),
      { sportId: 101, leagueName: '파워볼', name: '홀', odds: 195 },
      entry({ _id: '1002', BaseLine: '' }),
    ];
    expect(betPayloadOf(cart)).toEqual([
      { gameId: 77, id: '1001', separate: -1.5, odds: 195, choosed: 1, gameSubId: 3 },
      { gameId: 77, id: '1002', separate: 0, odds: 195, choosed: 1, gameSubId: 3 },
    ]);
  });

  it('when a pick is in-play (GameType 3), then the cart is in-play', () => {
    expect(isInplayCart([entry()])).toBe(false);
    expect(isInplayCart([entry({ GameType: 3 })])).toBe(true);
  });
});
