import { describe, expect, it } from 'vitest';
import { miniGames } from '../minigames/catalogue.ts';
import {
  betHistoryText,
  betListProductOf,
  betListRequestSchema,
  miniGamesOfCategories,
  minigameGameTypes,
} from './bet-history.ts';

const parse = (gameType: unknown) => betListRequestSchema.safeParse({ gameType });

describe('POST /bet/list gameType (spec section 3 game categories)', () => {
  it.each([
    [0, 'prematch'],
    [1, 'prematch'],
    [2, 'prematch'],
    [3, 'inplay'],
    [4, 'inplay'],
    [5, 'inplay'],
    [6, 'minigame'],
    [7, 'minigame'],
    [8, 'minigame'],
    [9, 'minigame'],
    [10, 'casino'],
    [11, 'slot'],
    [12, 'minigame'],
    [13, 'virtual'],
    [29, 'holdem'],
  ] as const)('when a client asks for category %i, then it is taken and lists %s', (gameType, product) => {
    const parsed = parse(gameType);
    expect(parsed.success).toBe(true);
    expect(betListProductOf[gameType]).toBe(product);
  });

  it.each([
    ['14, which the spec leaves free', 14],
    ['67', 67],
    ['-1', -1],
    ['a text number', '0'],
    ['a fraction', 0.5],
    ['an empty set', []],
    ['a set holding a sports category', [6, 0]],
    ['a set holding casino', [6, 10]],
    ['a set too long', [6, 7, 8, 9, 12, 6]],
  ])('when the game type is %s, then it is refused with the Korean message', (_name, gameType) => {
    const parsed = parse(gameType);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(betHistoryText.badRequest);
  });

  it('when the 미니게임 tab sends every mini-game category, then it is taken', () => {
    expect(parse([...minigameGameTypes]).success).toBe(true);
    expect(minigameGameTypes).toEqual([6, 7, 8, 9, 12]);
  });

  it.each([
    [[6], 'powerball'],
    [[7], 'ladder'],
    [[8], 'speed-keno|keno-ladder'],
    [[9], 'baccarat|baccarat-no-commission'],
    [[12], 'odd-even'],
  ])('when category %j is asked, then exactly the games of family %s are in it', (categories, families) => {
    const expected = miniGames
      .filter((game) => families.split('|').includes(game.family))
      .map((game) => game.gameType);
    expect(expected.length).toBeGreaterThan(0);
    expect(miniGamesOfCategories(categories)).toEqual(expected);
  });

  it('when every category is asked, then every mini-game is in one of them', () => {
    expect(miniGamesOfCategories(minigameGameTypes)).toEqual(miniGames.map((game) => game.gameType));
  });
});
