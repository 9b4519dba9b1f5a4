import type { RandomSource } from '../../minigames/provably-fair.ts';
import type { SlotDefinition, SlotLineWin, SlotOutcome, SlotSpinResult } from './slot-types.ts';

// A round of a slot: the base spin draws one stop per reel, left to right (stop = nextInt(strip length));
// a line pays the run of its symbol from the leftmost reel (the symbol is the line's first non-wild
// symbol; a wild stands for it; a line of wilds only pays as `allWildPaysAs`), only the run's own pay.
// Scatters pay anywhere (multiple of the stake) and award free spins, drawn next from the same stream in
// the same way, their line wins multiplied; scatters in free spins pay nothing and award nothing.

/** The stakes a member may choose for this slot, in won. */
export function slotStakes(def: SlotDefinition): number[] {
  return [...def.stakes];
}

/** The line bet of a stake (stake / lines), or an error when the stake is not one of the slot's. */
export function lineBetOf(def: SlotDefinition, stake: number): number {
  if (!def.stakes.includes(stake)) throw new Error(`stake ${stake} is not allowed for ${def.code}`);
  return stake / def.lines.length;
}

/** The window a set of stops shows: window[reel][row]. */
export function windowOf(def: SlotDefinition, stops: readonly number[]): string[][] {
  return def.reels.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return Array.from({ length: def.rows }, (_, row) => strip[(stop + row) % strip.length]!);
  });
}

/** The line multiple (of the line bet) a line of symbols pays, with its symbol and run length. */
export function evaluateLine(
  def: SlotDefinition,
  symbols: readonly string[],
): { symbol: string; count: number; multiple: number } | null {
  const wild = def.wild?.symbol;
  const first = symbols.find((symbol) => symbol !== wild);
  if (first === undefined) {
    const symbol = def.wild!.allWildPaysAs;
    const multiple = def.pays[symbol]?.[symbols.length] ?? 0;
    return multiple > 0 ? { symbol, count: symbols.length, multiple } : null;
  }
  let count = 0;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === wild)) count += 1;
  const multiple = def.pays[first]?.[count] ?? 0;
  return multiple > 0 ? { symbol: first, count, multiple } : null;
}

/** Resolves one window: its line wins (times `multiplier`) and, on the base spin, its scatters. */
export function resolveWindow(
  def: SlotDefinition,
  stops: number[],
  lineBet: number,
  stake: number,
  isFreeSpin: boolean,
): SlotSpinResult {
  const window = windowOf(def, stops);
  const multiplier = isFreeSpin ? (def.scatter?.freeSpinMultiplier ?? 1) : 1;
  const lineWins: SlotLineWin[] = [];
  def.lines.forEach((rows, line) => {
    const paid = evaluateLine(
      def,
      rows.map((row, reel) => window[reel]?.[row] ?? ''),
    );
    if (paid)
      lineWins.push({
        line,
        symbol: paid.symbol,
        count: paid.count,
        win: paid.multiple * lineBet * multiplier,
      });
  });
  const scatter = def.scatter;
  const scatterCount = scatter ? window.flat().filter((symbol) => symbol === scatter.symbol).length : 0;
  const scatterWin = scatter && !isFreeSpin ? (scatter.pays[scatterCount] ?? 0) * stake : 0;
  const win = lineWins.reduce((sum, lineWin) => sum + lineWin.win, scatterWin);
  return { stops, window, lineWins, scatterCount, scatterWin, win };
}

function drawStops(def: SlotDefinition, random: RandomSource): number[] {
  return def.reels.map((strip) => random.nextInt(strip.length));
}

/** Plays one round: the base spin and every free spin it awards; one stake, one total win. */
export function spinSlot(def: SlotDefinition, random: RandomSource, stake: number): SlotOutcome {
  const lineBet = lineBetOf(def, stake);
  const base = resolveWindow(def, drawStops(def, random), lineBet, stake, false);
  const awarded = def.scatter?.freeSpins[base.scatterCount] ?? 0;
  const freeSpins: SlotSpinResult[] = [];
  for (let i = 0; i < awarded; i += 1)
    freeSpins.push(resolveWindow(def, drawStops(def, random), lineBet, stake, true));
  const win = freeSpins.reduce((sum, spin) => sum + spin.win, base.win);
  return { code: def.code, stake, lineBet, base, freeSpins, win };
}
