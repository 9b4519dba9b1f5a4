import type { CasinoGameView } from '@hanpan/core/api/casino';
import { casinoGameKinds } from '@hanpan/core/api/casino';
import { describe, expect, it } from 'vitest';
import {
  chipsOfParams,
  countByKind,
  emptyGameFilter,
  filterGames,
  kindsOf,
  lobbyFilterPath,
  matchesSearch,
  normaliseSearch,
} from './game-filter.ts';

const skyhub = { code: 'skyhub', name: '스카이허브' };
const aurora = { code: 'aurora', name: '오로라' };

function game(
  id: number,
  code: string,
  name: string,
  kind: CasinoGameView['kind'],
  provider = skyhub,
): CasinoGameView {
  const category = kind.startsWith('slot') ? 'slot' : 'casino';
  return { id, code, name, provider, category, kind, rtpBp: 9600 };
}

const games = [
  game(1, 'lucky-sevens', '럭키 세븐', 'slot-classic'),
  game(2, 'dragon-lines', '드래곤 라인', 'slot-lines'),
  game(3, 'ocean-free-spins', '오션 프리스핀', 'slot-free-spins'),
  game(4, 'gold-rush', '골드 러시', 'slot-classic', aurora),
];

describe('normaliseSearch', () => {
  it('when a name is typed with spaces, capitals or decomposed Hangul, then it compares as the stored name', () => {
    expect(normaliseSearch(' 럭키  세븐 ')).toBe('럭키세븐');
    expect(normaliseSearch('Lucky Sevens')).toBe('luckysevens');
    // 럭 typed as jamo (NFD) still matches the composed syllable.
    expect(normaliseSearch('럭키'.normalize('NFD'))).toBe('럭키');
  });
});

describe('matchesSearch', () => {
  it('when the Korean name contains the text, spaces ignored, then the game matches', () => {
    expect(matchesSearch(games[0]!, '키세')).toBe(true);
    expect(matchesSearch(games[1]!, '드래곤 라')).toBe(true);
  });

  it('when the text is the code, then the game matches; when it is in neither, then it does not', () => {
    expect(matchesSearch(games[2]!, 'OCEAN')).toBe(true);
    expect(matchesSearch(games[2]!, '바카라')).toBe(false);
  });

  it('when the search is blank, then every game matches', () => {
    expect(games.every((item) => matchesSearch(item, '   '))).toBe(true);
  });
});

describe('filterGames', () => {
  it('when no chip is chosen and nothing typed, then every game shows in the server order', () => {
    expect(filterGames(games, emptyGameFilter).map((item) => item.id)).toEqual([1, 2, 3, 4]);
  });

  it('when a provider and a kind are chosen, then only the games with both show', () => {
    const shown = filterGames(games, { provider: 'skyhub', kind: 'slot-classic', search: '' });
    expect(shown.map((item) => item.id)).toEqual([1]);
  });

  it('when the search matches nothing, then no game shows (the lobby says so)', () => {
    expect(filterGames(games, { ...emptyGameFilter, search: '없는게임' })).toEqual([]);
  });

  it('when the search and a provider are combined, then both apply', () => {
    expect(
      filterGames(games, { provider: 'aurora', kind: 'all', search: '골드' }).map((item) => item.id),
    ).toEqual([4]);
    expect(filterGames(games, { provider: 'aurora', kind: 'all', search: '럭키' })).toEqual([]);
  });
});

describe('kindsOf and countByKind', () => {
  it('when the games have some kinds, then the chips list those in the contract order', () => {
    expect(kindsOf([games[3]!, games[1]!], casinoGameKinds)).toEqual(['slot-classic', 'slot-lines']);
  });

  it('when a provider is chosen, then each kind chip counts that provider’s games only', () => {
    expect(countByKind(games, { ...emptyGameFilter, kind: 'slot-lines' })).toEqual({
      all: 4,
      'slot-classic': 2,
      'slot-lines': 1,
      'slot-free-spins': 1,
    });
    expect(countByKind(games, { ...emptyGameFilter, provider: 'aurora' })).toEqual({
      all: 1,
      'slot-classic': 1,
    });
  });
});

describe('lobby chips in the URL', () => {
  it.each([
    ['a kind', { kind: 'roulette' as const }, '/casino/skyhub/casino?kind=roulette'],
    ['a provider', { provider: 'aurora' }, '/casino/skyhub/casino?provider=aurora'],
    ['nothing', {}, '/casino/skyhub/casino'],
  ])('when the left column links %s, then the path carries it', (_, chips, path) => {
    expect(lobbyFilterPath('/casino/skyhub/casino', chips)).toBe(path);
  });

  it.each([
    ['?kind=roulette&provider=aurora', { provider: 'aurora', kind: 'roulette' }],
    ['?kind=poker', { provider: 'all', kind: 'all' }],
    ['', { provider: 'all', kind: 'all' }],
  ])('when the lobby opens with %s, then its chips are %o', (query, chips) => {
    expect(chipsOfParams(new URLSearchParams(query), casinoGameKinds)).toEqual(chips);
  });
});
