import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slipFigures } from './odds-maths.ts';
import { type BetToSettle, type LegResult, legResultOf, settleBet, settlementValue } from './settlement.ts';

const tiers = {
  minBonusOdds: 130,
  bonusRateList: [100, 103, 105, 107, 108, 109, 110].map((rate) => ({ rate })),
};

/** A bet as placement would accept it: figures from the slip maths, legs all open. */
function acceptedBet(odds: number[], stake: bigint, minusRate = 0): BetToSettle {
  const figures = slipFigures(odds, Number(stake), { ...tiers, minusRate });
  return {
    stake,
    totalOdds: figures.totalOdds,
    bonusRate: figures.bonusOdds,
    potentialPayout: BigInt(figures.expectedWinnings),
    bonusRule: tiers,
    legs: odds.map((price) => ({ odds: price, result: 'open' as LegResult })),
  };
}

function withResults(bet: BetToSettle, results: LegResult[]): BetToSettle {
  return { ...bet, legs: bet.legs.map((leg, index) => ({ ...leg, result: results[index] ?? 'open' })) };
}

describe('legResultOf (TRADE360 settlement values)', () => {
  it.each([
    [settlementValue.cancelled, 'void'],
    [settlementValue.loser, 'lost'],
    [settlementValue.winner, 'won'],
    [settlementValue.refund, 'void'],
    [settlementValue.halfLost, 'half_lost'],
    [settlementValue.halfWon, 'half_won'],
    [null, 'open'],
    [0, 'open'],
    [7, 'open'],
  ])('settlement %s is a %s leg', (value, result) => {
    expect(legResultOf(value)).toBe(result);
  });
});

describe('settleBet: singles', () => {
  const single = acceptedBet([195], 10_000n);
  it.each([
    ['won', 'won', 195, 19_500n],
    ['lost', 'lost', 0, 0n],
    ['void', 'void', 100, 10_000n],
    // Half won: half the stake at 1.95, half back: (1 + 1.95) / 2 = 1.475 -> 1.47 (rounded down once).
    ['half_won', 'partial', 147, 14_700n],
    // Half lost: half the stake back.
    ['half_lost', 'partial', 50, 5_000n],
    ['open', 'open', 0, 0n],
  ] as const)('a %s leg settles the single as %s at %i paying %s', (result, status, odds, payout) => {
    expect(settleBet(withResults(single, [result]))).toEqual({ status, settledOdds: odds, payout });
  });

  it('a single settles at its accepted odds, minusRate included', () => {
    const bet = acceptedBet([195], 10_000n, 5);
    expect(bet.totalOdds).toBe(190);
    expect(settleBet(withResults(bet, ['won']))).toEqual({
      status: 'won',
      settledOdds: 190,
      payout: bet.potentialPayout,
    });
  });

  it('pays in whole won, rounded down once', () => {
    const bet = acceptedBet([187], 1_001n);
    // 1,001 x 1.87 = 1,871.87 -> 1,871.
    expect(settleBet(withResults(bet, ['won'])).payout).toBe(1_871n);
  });
});

describe('settleBet: quarter lines settle as the feed says', () => {
  // Asian handicap -0.25 with a draw: half refunded, half lost (the feed sends 4, half lost).
  it('handicap -0.25 on a draw: half lost pays half the stake', () => {
    const bet = acceptedBet([190], 20_000n);
    expect(settleBet(withResults(bet, [legResultOf(settlementValue.halfLost)])).payout).toBe(10_000n);
  });

  // Over 2.75 with 3 goals: half won (the feed sends 5): half at 2.10, half back = 1.55.
  it('over 2.75 with three goals: half won pays (1 + odds) / 2', () => {
    const bet = acceptedBet([210], 20_000n);
    expect(settleBet(withResults(bet, [legResultOf(settlementValue.halfWon)]))).toEqual({
      status: 'partial',
      settledOdds: 155,
      payout: 31_000n,
    });
  });

  it('an odd half-won factor is not rounded before the product', () => {
    // (1 + 1.95) / 2 = 1.475 and 1.475 x 2.00 = 2.95 exactly: rounding 1.475 first would give 2.94.
    const bet = acceptedBet([195, 200], 10_000n);
    expect(settleBet(withResults(bet, ['half_won', 'won']))).toMatchObject({
      settledOdds: 295,
      payout: 29_500n,
    });
  });
});

describe('settleBet: combinations', () => {
  const treble = acceptedBet([150, 200, 180], 10_000n);

  it('every leg won pays exactly the accepted potential payout, bonus included', () => {
    expect(treble.bonusRate).toBe(103);
    const settled = settleBet(withResults(treble, ['won', 'won', 'won']));
    expect(settled).toEqual({ status: 'won', settledOdds: treble.totalOdds, payout: treble.potentialPayout });
    // 1.50 x 2.00 x 1.80 x 1.03 = 5.562 -> 5.56.
    expect(settled.payout).toBe(55_600n);
  });

  it('one lost leg settles the bet as lost at once, while others are still open', () => {
    expect(settleBet(withResults(treble, ['lost', 'open', 'open']))).toEqual({
      status: 'lost',
      settledOdds: 0,
      payout: 0n,
    });
  });

  it('a lost leg beats a void or half-won leg', () => {
    expect(settleBet(withResults(treble, ['void', 'half_won', 'lost'])).status).toBe('lost');
  });

  it('stays open while a leg is open and none lost', () => {
    expect(settleBet(withResults(treble, ['won', 'won', 'open'])).status).toBe('open');
  });

  it('a void leg counts at 1.00 and leaves the bonus count (three picks -> two: tier 0)', () => {
    // 1.50 x 1.00 x 1.80 x 1.00 (two picks: tier 0 = 1.00) = 2.70.
    expect(settleBet(withResults(treble, ['won', 'void', 'won']))).toEqual({
      status: 'won',
      settledOdds: 270,
      payout: 27_000n,
    });
  });

  it('a void leg in a four-fold recounts the bonus from 1.05 to 1.03', () => {
    const four = acceptedBet([150, 200, 180, 140], 10_000n);
    expect(four.bonusRate).toBe(105);
    // 1.50 x 2.00 x 1.80 x 1.03 = 5.562 -> 5.56 (the 1.40 leg void).
    expect(settleBet(withResults(four, ['won', 'won', 'won', 'void']))).toMatchObject({
      status: 'won',
      settledOdds: 556,
    });
  });

  it('every leg void refunds the stake (적특)', () => {
    expect(settleBet(withResults(treble, ['void', 'void', 'void']))).toEqual({
      status: 'void',
      settledOdds: 100,
      payout: 10_000n,
    });
  });

  it('a half-lost leg inside a combination halves it', () => {
    // 1.50 x 0.50 x 1.80 x 1.03 (three legs still count) = 1.3905 -> 1.39.
    expect(settleBet(withResults(treble, ['won', 'half_lost', 'won']))).toEqual({
      status: 'partial',
      settledOdds: 139,
      payout: 13_900n,
    });
  });

  it('a bet kept without its bonus tiers gets no bonus once a leg is void', () => {
    const bet = { ...withResults(treble, ['won', 'won', 'void']), bonusRule: null };
    expect(settleBet(bet).settledOdds).toBe(300);
  });
});

describe('settleBet: properties', () => {
  const settled: LegResult[] = ['won', 'lost', 'void', 'half_won', 'half_lost'];
  const arbitraryBet = fc
    .array(fc.record({ odds: fc.integer({ min: 101, max: 2_000 }), result: fc.constantFrom(...settled) }), {
      minLength: 1,
      maxLength: 8,
    })
    .chain((legs) =>
      fc.record({ legs: fc.constant(legs), stake: fc.bigInt({ min: 1_000n, max: 100_000_000n }) }),
    );

  it('never pays more than the accepted potential payout, nor below zero', () => {
    fc.assert(
      fc.property(arbitraryBet, ({ legs, stake }) => {
        const bet = withResults(
          acceptedBet(
            legs.map((leg) => leg.odds),
            stake,
          ),
          legs.map((leg) => leg.result),
        );
        const { payout } = settleBet(bet);
        return payout >= 0n && payout <= bet.potentialPayout;
      }),
    );
  });

  it('pays the stake back at least when no leg lost or half lost', () => {
    fc.assert(
      fc.property(arbitraryBet, ({ legs, stake }) => {
        const results = legs.map((leg) =>
          leg.result === 'lost' || leg.result === 'half_lost' ? 'won' : leg.result,
        );
        const bet = withResults(
          acceptedBet(
            legs.map((leg) => leg.odds),
            stake,
          ),
          results,
        );
        return settleBet(bet).payout >= stake;
      }),
    );
  });
});
