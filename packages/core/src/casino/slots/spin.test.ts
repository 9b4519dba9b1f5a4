import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../../minigames/provably-fair.ts';
import { createSeededRandom } from '../../minigames/seeded-random.ts';
import { dragonLines } from './dragon-lines.ts';
import { luckySevens } from './lucky-sevens.ts';
import { oceanFreeSpins } from './ocean-free-spins.ts';
import { slotPaytable } from './paytable.ts';
import { evaluateLine, lineBetOf, resolveWindow, slotStakes, spinSlot } from './spin.ts';
import { scatterCountProbabilities, slotRtp } from './theoretical.ts';

/** A RandomSource that returns the given integers in order (then 0). */
function scripted(values: number[]): RandomSource {
  return { nextInt: (n) => Math.min(values.shift() ?? 0, n - 1) };
}

describe('slot lines', () => {
  it('when a line starts with wilds, then the wild stands for the first symbol after them', () => {
    expect(evaluateLine(dragonLines, ['wild', 'wild', 'tiger', 'tiger', 'fan'])).toEqual({
      symbol: 'tiger',
      count: 4,
      multiple: 100,
    });
    expect(evaluateLine(dragonLines, ['jade', 'wild', 'jade', 'wild', 'jade'])?.count).toBe(5);
    expect(evaluateLine(dragonLines, ['jade', 'fan', 'jade', 'jade', 'jade'])).toBeNull();
  });

  it('when a line is all wilds, then it pays as five dragons', () => {
    expect(evaluateLine(dragonLines, ['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({
      symbol: 'dragon',
      count: 5,
      multiple: 1000,
    });
  });

  it('when two cherries start a classic line, then they pay; two sevens do not', () => {
    expect(evaluateLine(luckySevens, ['cherry', 'cherry', 'bell'])?.multiple).toBe(2);
    expect(evaluateLine(luckySevens, ['seven', 'seven', 'bell'])).toBeNull();
    expect(evaluateLine(luckySevens, ['bell', 'cherry', 'cherry'])).toBeNull();
  });

  it('when a scatter sits on a line, then it breaks the run and pays only as a scatter', () => {
    expect(evaluateLine(oceanFreeSpins, ['whale', 'pearl', 'whale', 'whale', 'whale'])).toBeNull();
  });
});

describe('slot stakes', () => {
  it('when stakes are listed, then each divides by the line count into a whole line bet', () => {
    for (const def of [luckySevens, dragonLines, oceanFreeSpins]) {
      expect(slotStakes(def)).toEqual([100, 200, 500, 1_000, 2_000, 5_000, 10_000]);
      for (const stake of slotStakes(def)) expect(Number.isInteger(lineBetOf(def, stake))).toBe(true);
    }
  });

  it('when a stake is not in the list, then the spin is refused', () => {
    expect(() => spinSlot(luckySevens, createSeededRandom(1), 150)).toThrow();
    expect(() => spinSlot(luckySevens, createSeededRandom(1), 0)).toThrow();
  });
});

describe('slot rounds', () => {
  it('when three scatters land, then 10 doubled free spins are played in the same round and added to one win', () => {
    const pearlStop = (oceanFreeSpins.reels[0] as string[]).indexOf('pearl');
    const clear = (pearlStop + 5) % oceanFreeSpins.reels[0]!.length;
    const random = scripted([pearlStop, pearlStop, pearlStop, clear, clear, ...new Array(50).fill(clear)]);
    const outcome = spinSlot(oceanFreeSpins, random, 1000);
    expect(outcome.base.scatterCount).toBe(3);
    expect(outcome.base.scatterWin).toBe(2 * 1000);
    expect(outcome.freeSpins).toHaveLength(10);
    const sum = outcome.freeSpins.reduce((total, spin) => total + spin.win, outcome.base.win);
    expect(outcome.win).toBe(sum);
    for (const spin of outcome.freeSpins) {
      expect(spin.scatterWin).toBe(0);
      for (const lineWin of spin.lineWins) {
        const multiple = oceanFreeSpins.pays[lineWin.symbol]?.[lineWin.count] ?? 0;
        expect(lineWin.win).toBe(multiple * outcome.lineBet * 2);
      }
    }
  });

  it('when free spins show scatters, then they award no more spins (no retrigger)', () => {
    const pearlStop = (oceanFreeSpins.reels[0] as string[]).indexOf('pearl');
    const random = scripted(new Array(5 * 11).fill(pearlStop));
    const outcome = spinSlot(oceanFreeSpins, random, 100);
    expect(outcome.base.scatterCount).toBe(5);
    expect(outcome.freeSpins).toHaveLength(20);
    expect(outcome.freeSpins.every((spin) => spin.scatterCount === 5 && spin.scatterWin === 0)).toBe(true);
  });

  it('when a window is resolved, then each line win is its pay times the line bet', () => {
    const result = resolveWindow(luckySevens, [0, 0, 0], 20, 100, false);
    const row = (r: number) => luckySevens.reels.map((strip) => strip[r]);
    expect(result.window.map((reel) => reel[1])).toEqual(row(1));
    const expected = result.lineWins.reduce((sum, lineWin) => sum + lineWin.win, 0);
    expect(result.win).toBe(expected);
  });

  it('when a strip has scatters, then no two lie closer than the window height (at most one scatter per reel)', () => {
    expect(() => scatterCountProbabilities(oceanFreeSpins)).not.toThrow();
    const crowded = {
      ...oceanFreeSpins,
      reels: oceanFreeSpins.reels.map((strip) => ['pearl', 'pearl', ...strip]),
    };
    expect(() => scatterCountProbabilities(crowded)).toThrow();
  });

  it('when the RTP is computed, then each slot lies between 94 % and 97 %', () => {
    for (const def of [luckySevens, dragonLines, oceanFreeSpins]) {
      const { rtp } = slotRtp(def);
      expect(rtp).toBeGreaterThan(0.94);
      expect(rtp).toBeLessThan(0.97);
    }
  });
});

describe('slot paytable', () => {
  it('when the paytable is published, then every symbol has a Korean name and the scatter row lists its free spins', () => {
    const rows = slotPaytable(oceanFreeSpins);
    expect(rows.map((row) => row.symbol)).toEqual(oceanFreeSpins.symbols.map((symbol) => symbol.id));
    expect(rows.every((row) => /[가-힣]/.test(row.name))).toBe(true);
    expect(rows.find((row) => row.role === 'scatter')).toMatchObject({
      of: 'stake',
      pays: [
        { count: 3, multiple: 2 },
        { count: 4, multiple: 10 },
        { count: 5, multiple: 50 },
      ],
      freeSpins: [
        { count: 3, spins: 10 },
        { count: 4, spins: 15 },
        { count: 5, spins: 20 },
      ],
    });
    expect(slotPaytable(dragonLines).find((row) => row.role === 'wild')).toMatchObject({
      pays: [],
      of: null,
    });
  });
});
