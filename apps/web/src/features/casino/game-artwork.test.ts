import { casinoGameKinds } from '@hanpan/core/api/casino';
import { describe, expect, it } from 'vitest';
import { gameArtOf, hashText, seededRandom } from './game-artwork.ts';

describe('hashText and seededRandom', () => {
  it('when the same text is hashed twice, then the hash is the same; different texts differ', () => {
    expect(hashText('lucky-sevens')).toBe(hashText('lucky-sevens'));
    expect(hashText('lucky-sevens')).not.toBe(hashText('dragon-lines'));
    // FNV-1a of the empty text is its offset basis.
    expect(hashText('')).toBe(0x811c9dc5);
  });

  it('when two generators share a seed, then they give the same numbers, all in [0, 1)', () => {
    const first = seededRandom(42);
    const second = seededRandom(42);
    const numbers = Array.from({ length: 1000 }, () => first());
    expect(numbers).toEqual(Array.from({ length: 1000 }, () => second()));
    expect(numbers.every((value) => value >= 0 && value < 1)).toBe(true);
    // Spread over the range, not stuck: every tenth of it is hit.
    expect(new Set(numbers.map((value) => Math.floor(value * 10))).size).toBe(10);
  });
});

describe('gameArtOf', () => {
  it('when a game is drawn twice, then the artwork is identical (seeded by kind and code)', () => {
    expect(gameArtOf('slot-lines', 'dragon-lines')).toEqual(gameArtOf('slot-lines', 'dragon-lines'));
  });

  it('when two games of one kind have different codes, then their colours differ', () => {
    const codes = ['a', 'b', 'c', 'd', 'e', 'f'];
    const backgrounds = new Set(codes.map((code) => gameArtOf('slot-classic', code).background.join()));
    expect(backgrounds.size).toBeGreaterThan(1);
  });

  it('when the kind is a table game, then the motif is cards for baccarat and blackjack, a 37-pocket wheel for roulette', () => {
    const baccarat = gameArtOf('baccarat', 'baccarat').motif;
    expect(baccarat.type === 'cards' && baccarat.cards.length).toBe(2);
    const blackjack = gameArtOf('blackjack', 'blackjack').motif;
    expect(blackjack.type === 'cards' && blackjack.cards[0]?.rank).toBe('A');
    const roulette = gameArtOf('roulette', 'roulette').motif;
    expect(roulette.type === 'wheel' && roulette.pockets).toBe(37);
  });

  it('when the kind is a slot, then the motif is reels: 3 for classic, 5 for the others, a burst for free spins', () => {
    const reelsOf = (kind: 'slot-classic' | 'slot-lines' | 'slot-free-spins') => {
      const motif = gameArtOf(kind, 'x').motif;
      if (motif.type !== 'reels') throw new Error(`${kind} drew ${motif.type}`);
      return motif;
    };
    expect(reelsOf('slot-classic').symbols).toHaveLength(3);
    expect(reelsOf('slot-lines').symbols).toHaveLength(5);
    expect(reelsOf('slot-free-spins').burst).toBe(true);
    expect(reelsOf('slot-lines').burst).toBe(false);
  });

  it('when any kind is drawn, then its colours are valid hsl() and its glints lie on the tile', () => {
    for (const kind of casinoGameKinds) {
      const art = gameArtOf(kind, `code-${kind}`);
      for (const colour of [...art.background, art.accent]) expect(colour).toMatch(/^hsl\(\d+ \d+% \d+%\)$/);
      for (const glint of art.glints) {
        expect(glint.x).toBeGreaterThanOrEqual(0);
        expect(glint.x).toBeLessThanOrEqual(100);
        expect(glint.y).toBeGreaterThanOrEqual(0);
        expect(glint.y).toBeLessThanOrEqual(100);
      }
    }
  });
});
