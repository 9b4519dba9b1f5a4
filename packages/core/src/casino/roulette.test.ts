import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../minigames/seeded-random.ts';
import { chiSquare99, chiSquareStatistic } from '../minigames/statistics.ts';
import {
  pocketColor,
  type RouletteBet,
  rouletteBetSchema,
  settleRoulette,
  spinRoulette,
} from './roulette.ts';

const bet = (value: unknown) => rouletteBetSchema.parse(value);

describe('roulette wheel', () => {
  it('when 370,000 spins are drawn, then the 37 pockets are uniform within the 99 % chi-square bound', () => {
    const random = createSeededRandom(37);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 370_000; i += 1) counts[spinRoulette(random)]! += 1;
    const statistic = chiSquareStatistic(counts, new Array(37).fill(1 / 37));
    expect(statistic).toBeLessThan(chiSquare99(36));
  });

  it('when the wheel is biased (pocket 0 never comes), then the same check fails', () => {
    const random = createSeededRandom(38);
    const counts = new Array<number>(37).fill(0);
    for (let i = 0; i < 370_000; i += 1) counts[1 + random.nextInt(36)]! += 1;
    expect(chiSquareStatistic(counts, new Array(37).fill(1 / 37))).toBeGreaterThan(chiSquare99(36));
  });
});

describe('roulette settlement', () => {
  const table: [RouletteBet, number, number][] = [
    [bet({ kind: 'straight', numbers: [17], amount: 100 }), 17, 3600],
    [bet({ kind: 'straight', numbers: [0], amount: 100 }), 0, 3600],
    [bet({ kind: 'split', numbers: [17, 20], amount: 100 }), 20, 1800],
    [bet({ kind: 'split', numbers: [0, 2], amount: 100 }), 0, 1800],
    [bet({ kind: 'street', numbers: [16, 17, 18], amount: 100 }), 18, 1200],
    [bet({ kind: 'corner', numbers: [17, 18, 20, 21], amount: 100 }), 21, 900],
    [bet({ kind: 'six-line', numbers: [13, 14, 15, 16, 17, 18], amount: 100 }), 13, 600],
    [bet({ kind: 'dozen', index: 2, amount: 100 }), 24, 300],
    [bet({ kind: 'dozen', index: 2, amount: 100 }), 25, 0],
    [bet({ kind: 'column', index: 3, amount: 100 }), 36, 300],
    [bet({ kind: 'column', index: 1, amount: 100 }), 36, 0],
    [bet({ kind: 'red', amount: 100 }), 1, 200],
    [bet({ kind: 'black', amount: 100 }), 2, 200],
    [bet({ kind: 'red', amount: 100 }), 0, 0],
    [bet({ kind: 'black', amount: 100 }), 0, 0],
    [bet({ kind: 'odd', amount: 100 }), 0, 0],
    [bet({ kind: 'even', amount: 100 }), 0, 0],
    [bet({ kind: 'even', amount: 100 }), 36, 200],
    [bet({ kind: 'low', amount: 100 }), 18, 200],
    [bet({ kind: 'low', amount: 100 }), 0, 0],
    [bet({ kind: 'high', amount: 100 }), 19, 200],
  ];
  it.each(
    table,
  )('when %o meets pocket %i, then it returns %i (stake included)', (roulette, pocket, expected) => {
    expect(settleRoulette([roulette], pocket).win).toBe(expected);
  });

  it('when every pocket is spun against each bet kind, then each returns 36/37 of its stake on average', () => {
    const bets = table.map(([roulette]) => roulette);
    for (const roulette of bets) {
      let returned = 0;
      for (let pocket = 0; pocket <= 36; pocket += 1) returned += settleRoulette([roulette], pocket).win;
      expect(returned).toBe(36 * roulette.amount);
    }
  });

  it('when several bets are placed, then the win and stake are their sums', () => {
    const settled = settleRoulette(
      [bet({ kind: 'straight', numbers: [7], amount: 100 }), bet({ kind: 'red', amount: 1000 })],
      7,
    );
    expect(settled).toMatchObject({ win: 3600 + 2000, stake: 1100 });
    expect(settled.perBet.map((result) => result.won)).toEqual([true, true]);
  });

  it('when a bet names a position not on the table or a bad amount, then the schema refuses it', () => {
    const refused = [
      { kind: 'split', numbers: [3, 4], amount: 100 },
      { kind: 'split', numbers: [1, 5], amount: 100 },
      { kind: 'street', numbers: [2, 3, 4], amount: 100 },
      { kind: 'corner', numbers: [3, 4, 6, 7], amount: 100 },
      { kind: 'six-line', numbers: [34, 35, 36, 37, 38, 39], amount: 100 },
      { kind: 'straight', numbers: [37], amount: 100 },
      { kind: 'dozen', index: 4, amount: 100 },
      { kind: 'red', amount: 0 },
      { kind: 'red', amount: 1.5 },
    ];
    for (const value of refused) expect(rouletteBetSchema.safeParse(value).success).toBe(false);
    expect(rouletteBetSchema.safeParse({ kind: 'corner', numbers: [0, 1, 2, 3], amount: 100 }).success).toBe(
      true,
    );
    expect(rouletteBetSchema.safeParse({ kind: 'street', numbers: [0, 2, 3], amount: 100 }).success).toBe(
      true,
    );
  });

  it('when pockets are coloured, then 0 is green and 18 are red', () => {
    expect(pocketColor(0)).toBe('green');
    const colours = Array.from({ length: 36 }, (_, i) => pocketColor(i + 1));
    expect(colours.filter((colour) => colour === 'red')).toHaveLength(18);
  });
});
