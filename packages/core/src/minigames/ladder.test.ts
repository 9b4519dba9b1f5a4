import { describe, expect, it } from 'vitest';
import { drawLadder, ladderFamily, ladderGeometry, ladderResultOf } from './ladder.ts';
import { defaultOdds, pickProbabilities, settlePick } from './markets.ts';
import { createHmacStream } from './provably-fair.ts';
import { createSeededRandom } from './seeded-random.ts';
import { simulateMarketFit } from './simulation.ts';

describe('ladder', () => {
  it.each([
    ['left', 3, 'even', 11],
    ['left', 4, 'odd', 12],
    ['right', 3, 'odd', 13],
    ['right', 4, 'even', 14],
  ] as const)('when the ladder starts %s with %i rungs, then it finishes %s (pick %i wins)', (start, rungs, finish, code) => {
    const result = ladderResultOf(start, rungs);
    expect(result.finish).toBe(finish);
    for (const other of [11, 12, 13, 14]) {
      expect(settlePick(ladderFamily, other, result)).toBe(other === code ? 'won' : 'lost');
    }
    expect(settlePick(ladderFamily, finish === 'odd' ? 5 : 6, result)).toBe('won');
    expect(settlePick(ladderFamily, start === 'left' ? 1 : 2, result)).toBe('won');
    expect(settlePick(ladderFamily, rungs, result)).toBe('won');
  });

  it('when the geometry is drawn, then the path crosses at each rung and ends on the finish rail (홀 left, 짝 right)', () => {
    const geometry = ladderGeometry({ start: 'left', rungs: 3 });
    expect(geometry.rungHeights).toEqual([0.25, 0.5, 0.75]);
    expect(geometry.path).toEqual([
      { x: 0, y: 0 },
      { x: 0, y: 0.25 },
      { x: 1, y: 0.25 },
      { x: 1, y: 0.5 },
      { x: 0, y: 0.5 },
      { x: 0, y: 0.75 },
      { x: 1, y: 0.75 },
      { x: 1, y: 1 },
    ]);
    for (const start of ['left', 'right'] as const) {
      for (const rungs of [3, 4] as const) {
        const end = ladderGeometry({ start, rungs }).path.at(-1)!;
        expect(end.x === 0 ? 'odd' : 'even').toBe(ladderResultOf(start, rungs).finish);
      }
    }
  });

  it('when the probabilities are computed, then singles are 1/2 and combinations 1/4 (1.95 and 3.90 at 2.5 %)', () => {
    const chances = pickProbabilities(ladderFamily);
    for (const code of [1, 2, 3, 4, 5, 6]) expect(chances.get(code)!.won).toBe(0.5);
    for (const code of [11, 12, 13, 14]) expect(chances.get(code)!.won).toBe(0.25);
    expect(defaultOdds(chances.get(5)!, 250)).toBe(195);
    expect(defaultOdds(chances.get(11)!, 250)).toBe(390);
  });

  it('when the golden seed draws rounds 287 and 288 of game 102, then the ladders reproduce', () => {
    const seed = '5f1d3b2c9e8a7f6054433221100ffeeddccbbaa99887766554433221100abcde';
    const draw = (roundKey: string) => drawLadder(createHmacStream({ seed, game: 102, roundKey }));
    expect(draw('2026-11-24-287')).toEqual(draw('2026-11-24-287'));
    // Round 287's block 0 is 51a5af92 1714c36d...: 0x51a5af92 mod 2 = 0 (좌), 0x1714c36d mod 2 = 1 (4줄).
    expect(draw('2026-11-24-287')).toEqual({ start: 'left', rungs: 4, finish: 'odd' });
    // Round 288's block 0 is 11026e17 22a54127...: 1 (우), 1 (4줄).
    expect(draw('2026-11-24-288')).toEqual({ start: 'right', rungs: 4, finish: 'even' });
  });

  it('when 100,000 rounds are simulated, then every market fits within the 99 % bound', () => {
    for (const fit of simulateMarketFit(ladderFamily, createSeededRandom(102), 100_000)) {
      expect(fit.statistic, fit.market).toBeLessThan(fit.bound);
    }
  });
});
