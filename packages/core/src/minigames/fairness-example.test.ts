import { describe, expect, it } from 'vitest';
import { cardLabel, exampleGameOf, exampleSeed, workedExample } from './fairness-example.ts';
import { familyGuides } from './fairness-guide.ts';
import { miniFamilies } from './families.ts';
import type { FamilyId } from './markets.ts';
import { createHmacStream, sha256Hex } from './provably-fair.ts';

const families = Object.keys(miniFamilies) as FamilyId[];
const seeds = Array.from({ length: 60 }, (_, i) => sha256Hex(`example-${i}`));

describe('the worked example of each family', () => {
  it('when the example seed is printed, then it is SHA-256 of "hanpan" as its comment says', () => {
    expect(exampleSeed).toBe(sha256Hex('hanpan'));
  });

  it.each(
    families,
  )('when %s is drawn step by step, then the result is the game code draw for any seed', (family) => {
    const gameType = exampleGameOf(family);
    for (const seed of seeds) {
      const example = workedExample(family, { seed, gameType, roundKey: '2026-11-24-7' });
      const stream = createHmacStream({ seed, game: gameType, roundKey: '2026-11-24-7' });
      expect(example.result).toEqual(miniFamilies[family].draw(stream));
      expect(example.draws.map(({ note: _note, ...draw }) => draw)).toEqual(stream.draws);
      expect(example.blocks).toEqual(stream.blocks);
      expect(example.draws.every((draw) => draw.note !== '')).toBe(true);
    }
  });

  it('when the page shows the fixed example, then each step and the outcome read as the rules say', () => {
    const powerball = workedExample('powerball');
    expect(powerball.blocks[0]?.message).toBe('101:2026-11-24-1:0');
    const { balls, powerball: pb } = powerball.result as { balls: number[]; powerball: number };
    expect(powerball.outcome).toBe(
      `일반볼 ${balls.join(', ')} (합 ${balls.reduce((a, b) => a + b, 0)}), 파워볼 ${pb}`,
    );
    const first = powerball.draws[0]!;
    expect(first.note).toBe(
      `j = 0 + ${first.value} = ${first.value} → 딜 인덱스 ${first.value} → 공 ${first.value + 1}`,
    );
    expect(powerball.draws.at(-1)?.note).toBe(`파워볼 ${pb}`);
    const baccarat = workedExample('baccarat');
    expect(baccarat.draws.slice(0, 4).map((draw) => draw.note.match(/\((.+)\)$/)?.[1])).toEqual([
      '플레이어',
      '뱅커',
      '플레이어',
      '뱅커',
    ]);
    expect(cardLabel({ rank: 10, suit: 'heart' })).toBe('♥10');
    expect(cardLabel({ rank: 1, suit: 'club' })).toBe('♣A');
  });

  it('when the guide lists the families, then every family has exactly one section', () => {
    expect(familyGuides.map((guide) => guide.family).sort()).toEqual([...families].sort());
  });
});
