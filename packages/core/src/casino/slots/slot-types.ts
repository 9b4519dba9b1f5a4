import type { CasinoGameKind } from '../../api/casino.ts';

// The data of a slot: everything the client needs to draw its reels and paytable, and everything the
// rules need to resolve a spin. Pays are multiples of the line bet (lines) or of the stake (scatters),
// all whole numbers, so every win is whole won.

/** The three built-in slots. */
export const slotCodes = ['lucky-sevens', 'dragon-lines', 'ocean-free-spins'] as const;

/** One of the built-in slots. */
export type SlotCode = (typeof slotCodes)[number];

/** A symbol: its id on the strips, its Korean name, and whether it is a wild or a scatter. */
export type SlotSymbol = { id: string; name: string; role: 'regular' | 'wild' | 'scatter' };

/** A line's pays of a symbol: run length from the leftmost reel -> multiple of the line bet. */
export type SymbolPays = Readonly<Partial<Record<number, number>>>;

/** The scatter feature: pays anywhere in the window, and free spins played inside the same round. */
export type ScatterFeature = {
  symbol: string;
  /** Scatters in the window -> multiple of the stake. */
  pays: SymbolPays;
  /** Scatters in the window -> free spins awarded (played on the same reels; they do not retrigger). */
  freeSpins: SymbolPays;
  /** Every free-spin line win is multiplied by this. */
  freeSpinMultiplier: number;
};

/** A slot's complete rules. */
export type SlotDefinition = {
  code: SlotCode;
  name: string;
  kind: CasinoGameKind;
  /** Rows of the window (each reel shows `rows` consecutive symbols of its strip). */
  rows: number;
  symbols: readonly SlotSymbol[];
  /** The strips, one per reel, top to bottom; a reel stops at a uniform position of its strip. */
  reels: readonly (readonly string[])[];
  /** Paylines: for each, the row read on each reel (0 = top). */
  lines: readonly (readonly number[])[];
  /** Line pays per symbol id (symbols absent here pay nothing on lines). */
  pays: Readonly<Record<string, SymbolPays>>;
  /** The wild (substitutes for every paying symbol) and what a line of wilds only pays as. */
  wild: { symbol: string; allWildPaysAs: string } | null;
  scatter: ScatterFeature | null;
  /** Allowed stakes in won; each a multiple of the line count. */
  stakes: readonly number[];
  /** The rules in Korean, one sentence per entry, for the paytable page. */
  rules: readonly string[];
};

/** One paying line of a spin. */
export type SlotLineWin = { line: number; symbol: string; count: number; win: number };

/** One spin's result (the base spin or a free spin). */
export type SlotSpinResult = {
  /** Where each reel stopped (index of the window's top row on its strip). */
  stops: number[];
  /** The window: window[reel][row] = symbol id. */
  window: string[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  scatterWin: number;
  /** The spin's whole win (free spins: already multiplied). */
  win: number;
};

/** A round: one bet, the base spin, the free spins it awarded, one total win. */
export type SlotOutcome = {
  code: SlotCode;
  stake: number;
  lineBet: number;
  base: SlotSpinResult;
  freeSpins: SlotSpinResult[];
  win: number;
};
