import { describe, expect, it } from 'vitest';
import {
  formatGameUid,
  lobbyOfGame,
  miniGameLobbies,
  miniGameLobbyOf,
  miniGameOf,
  miniGames,
  ownDrawNote,
  parseGameUid,
} from './catalogue.ts';
import { miniFamilies } from './families.ts';
import { defaultOdds, pickProbabilities, picksOf } from './markets.ts';
import { isRoundPeriod } from './schedule.ts';

// Spec section 2, in its order.
const specLobbies = [
  'default',
  'mgmLobby',
  'pbgLobby',
  'ntryLobby',
  'namedLobby',
  'tokenLobby',
  'ntryEosLobby',
  'skyparkLobby',
  'bosscoreLobby',
  'gamestarLobby',
  'lotusBacarrat',
  'dongHaengLobby',
  'gameStartLobby',
  'ntryLaderLobby',
  'dreamScoreLobby',
  'namedLaderLobby',
];

describe('catalogue', () => {
  it('when the lobbies are listed, then they are the 16 of spec section 2, each with at least one game', () => {
    expect(miniGameLobbies.map((lobby) => lobby.slug)).toEqual(specLobbies);
    for (const lobby of miniGameLobbies) expect(lobby.games.length, lobby.slug).toBeGreaterThan(0);
  });

  it('when game types are assigned, then they are unique, own games in 101-177 (not 111), branded ones in 401-671', () => {
    const types = miniGames.map((game) => game.gameType);
    expect(new Set(types).size).toBe(types.length);
    const codes = miniGames.map((game) => game.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const lobby of miniGameLobbies) {
      for (const game of lobby.games) {
        const [low, high] = lobby.isThirdPartyBrand ? [401, 671] : [101, 177];
        expect(game.gameType, game.code).toBeGreaterThanOrEqual(low);
        expect(game.gameType, game.code).toBeLessThanOrEqual(high);
        expect(game.gameType).not.toBe(111);
        expect(isRoundPeriod(game.period)).toBe(true);
        expect(miniFamilies[game.family]).toBeDefined();
      }
    }
  });

  it('when a branded lobby is shown, then it is flagged and its note says the draws are our own and verifiable', () => {
    expect(miniGameLobbyOf('default')?.isThirdPartyBrand).toBe(false);
    expect(miniGameLobbyOf('ntryLobby')?.isThirdPartyBrand).toBe(true);
    expect(miniGameLobbies.filter((lobby) => lobby.isThirdPartyBrand)).toHaveLength(15);
    expect(ownDrawNote('엔트리 파워볼')).toContain('직접 추첨');
    expect(ownDrawNote('엔트리 파워볼')).toContain('검증');
    expect(miniGameLobbyOf('nope')).toBeUndefined();
  });

  it('when a game is looked up, then its lobby and family follow; every family is offered somewhere', () => {
    expect(miniGameOf(421)).toMatchObject({ family: 'powerball', period: 5 });
    expect(lobbyOfGame(421)?.slug).toBe('ntryLobby');
    expect(lobbyOfGame(999)).toBeUndefined();
    const offered = new Set(miniGames.map((game) => game.family));
    expect([...offered].sort()).toEqual(Object.keys(miniFamilies).sort());
  });

  it('when a gameUid is written and read, then it round-trips; unknown games and rounds are refused', () => {
    const uid = formatGameUid(101, { date: '2026-11-24', round: 288 });
    expect(uid).toBe('101-2026-11-24-288');
    expect(parseGameUid(uid)).toEqual({ game: miniGameOf(101), round: { date: '2026-11-24', round: 288 } });
    expect(parseGameUid('101-2026-11-24-289')).toBeNull();
    expect(parseGameUid('101-2026-11-24-289', 1)).not.toBeNull();
    expect(parseGameUid('999-2026-11-24-1')).toBeNull();
    expect(parseGameUid('101-2026-11-24')).toBeNull();
    expect(parseGameUid('')).toBeNull();
  });
});

describe('families', () => {
  it.each(
    Object.entries(miniFamilies),
  )('when family %s is priced at 2.5 %%, then its picks are unique, named and payable', (_id, family) => {
    const picks = picksOf(family);
    expect(new Set(picks.map((pick) => pick.code)).size).toBe(picks.length);
    expect(new Set(picks.map((pick) => pick.key)).size).toBe(picks.length);
    const chances = pickProbabilities(family);
    for (const pick of picks) {
      expect(pick.name.length, pick.key).toBeGreaterThan(0);
      const chance = chances.get(pick.code)!;
      expect(chance.won + chance.halfWon + chance.void + chance.lost).toBeCloseTo(1, 12);
      expect(chance.won + chance.halfWon, pick.key).toBeGreaterThan(0);
      expect(defaultOdds(chance, 250), pick.key).toBeGreaterThan(100);
    }
  });
});
