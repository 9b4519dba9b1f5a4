import type { CasinoGameKind } from '@hanpan/core/api/casino';

// A tile's artwork is drawn from the game's kind and code alone (no downloaded images): the code seeds
// the colours and the details, so a game always looks the same and two games of a kind differ.

/** FNV-1a hash of a text, an unsigned 32-bit integer. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** A deterministic generator of numbers in [0, 1) from a 32-bit seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A card suit drawn on table-game tiles. */
export type Suit = 'spade' | 'heart' | 'diamond' | 'club';
/** A slot symbol drawn on slot tiles. */
export type SlotSymbol = 'seven' | 'bar' | 'cherry' | 'bell' | 'gem' | 'star' | 'wild' | 'shell';

/** What a tile's SVG draws. */
export type GameArt = {
  /** Background gradient, top-left to bottom-right. */
  background: [string, string];
  /** The colour of the motif's highlights. */
  accent: string;
  motif:
    | { type: 'cards'; cards: { rank: string; suit: Suit }[] }
    | { type: 'wheel'; pockets: number; rotation: number }
    | { type: 'reels'; symbols: SlotSymbol[]; rows: number; burst: boolean };
  /** Small glints scattered on the background (x, y in 0..100, r in px). */
  glints: { x: number; y: number; r: number }[];
};

const suits: readonly Suit[] = ['spade', 'heart', 'diamond', 'club'];
const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8'] as const;
const classicSymbols: readonly SlotSymbol[] = ['seven', 'bar', 'cherry', 'bell'];
const videoSymbols: readonly SlotSymbol[] = ['gem', 'star', 'wild', 'cherry', 'seven', 'bell'];
const oceanSymbols: readonly SlotSymbol[] = ['shell', 'gem', 'star', 'wild'];

/** Each kind's hue range, so a lobby's tiles read as a family (table greens and reds, slot golds...). */
const baseHue: Record<CasinoGameKind, number> = {
  baccarat: 150,
  roulette: 350,
  blackjack: 165,
  'slot-classic': 40,
  'slot-lines': 275,
  'slot-free-spins': 200,
};

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;

function motifOf(kind: CasinoGameKind, random: () => number): GameArt['motif'] {
  switch (kind) {
    case 'baccarat':
      return {
        type: 'cards',
        cards: [0, 1].map(() => ({ rank: pick(random, ranks), suit: pick(random, suits) })),
      };
    case 'blackjack':
      return {
        type: 'cards',
        cards: [
          { rank: 'A', suit: pick(random, suits) },
          { rank: pick(random, ['K', 'Q', 'J', '10']), suit: pick(random, suits) },
        ],
      };
    case 'roulette':
      return { type: 'wheel', pockets: 37, rotation: Math.floor(random() * 360) };
    case 'slot-classic':
      return {
        type: 'reels',
        rows: 1,
        burst: false,
        symbols: [0, 1, 2].map(() => pick(random, classicSymbols)),
      };
    case 'slot-lines':
      return {
        type: 'reels',
        rows: 1,
        burst: false,
        symbols: [0, 1, 2, 3, 4].map(() => pick(random, videoSymbols)),
      };
    case 'slot-free-spins':
      return {
        type: 'reels',
        rows: 1,
        burst: true,
        symbols: [0, 1, 2, 3, 4].map(() => pick(random, oceanSymbols)),
      };
  }
}

/** The artwork of a game: the same kind and code always give the same picture. */
export function gameArtOf(kind: CasinoGameKind, code: string): GameArt {
  const random = seededRandom(hashText(`${kind}:${code}`));
  const hue = (baseHue[kind] + Math.floor(random() * 50) - 25 + 360) % 360;
  const lightness = 16 + Math.floor(random() * 8);
  const background: [string, string] = [
    `hsl(${hue} 62% ${lightness + 12}%)`,
    `hsl(${(hue + 30) % 360} 70% ${lightness}%)`,
  ];
  const accent = `hsl(${(hue + 180 + Math.floor(random() * 40) - 20) % 360} 90% 64%)`;
  const motif = motifOf(kind, random);
  const glints = Array.from({ length: 5 }, () => ({
    x: Math.round(random() * 100),
    y: Math.round(random() * 100),
    r: 1 + Math.round(random() * 2),
  }));
  return { background, accent, motif, glints };
}
