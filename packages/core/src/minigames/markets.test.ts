import { describe, expect, it } from 'vitest';
import { defaultOdds, returnToPlayer } from './markets.ts';

const chance = (won: number, halfWon = 0, voided = 0) => ({
  won,
  halfWon,
  void: voided,
  lost: 1 - won - halfWon - voided,
});

describe('default odds', () => {
  it.each([
    [0.5, 250, 195],
    [0.5, 0, 200],
    [0.25, 250, 390],
    [1 / 3, 250, 292],
    [0.3, 500, 316],
    [0.99, 250, 101],
  ])('when a pick wins with %d at a margin of %i bp, then its odds are %i', (p, margin, odds) => {
    expect(defaultOdds(chance(p), margin)).toBe(odds);
  });

  it('when a pick can be void, then the refunds count towards the return', () => {
    // Baccarat player: wins 44.62 %, pushes 9.52 %: fair odds (1 - 0.0952) / 0.4462 = 2.0277.
    const player = chance(0.446247, 0, 0.095156);
    expect(defaultOdds(player, 0)).toBe(202);
    expect(returnToPlayer(player, 200)).toBeCloseTo(0.98765, 5);
  });

  it('when a pick can win half, then a half win pays (1 + odds) / 2', () => {
    const half = chance(0.4, 0.2);
    // Return at odds o: 0.4 o + 0.2 (1 + o) / 2 = 0.5 o + 0.1; 0.975 needs o = 1.75.
    expect(defaultOdds(half, 250)).toBe(175);
    expect(returnToPlayer(half, 175)).toBeCloseTo(0.975, 12);
  });

  it('when a pick never pays, then it gets the floor odds 1.01', () => {
    expect(defaultOdds(chance(0), 250)).toBe(101);
  });
});
