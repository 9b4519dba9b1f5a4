import { describe, expect, it } from 'vitest';
import { betCode, betCodeText } from './bet-codes.ts';
import { areRelatedMarkets, findRuleBreach, isPastCutoff, type RuledLeg } from './bet-rules.ts';
import { type BetLimits, defaultBetLimits } from './limits.ts';

const special = defaultBetLimits.globalJsonBetLimitSpecial;
const limits: BetLimits = {
  ...defaultBetLimits,
  maxBetCnt: 6,
  isCanNotCombine: true,
  mainGameList: [1, 2, 3],
  betRestrictionList: [{ leagueId: 77, label: 'K리그', minFolderCount: 3, maxBetCash: 100_000 }],
  globalJsonBetLimitSpecial: {
    ...special,
    minFolderCount: 2,
    minPickOdds: 120,
    isSameFixtureAllowed: false,
    singleFolder: { isAllowed: true, minOdds: 150 },
    twoFolder: { maxBetCash: 500_000, maxWinCash: 2_000_000 },
    threeFolder: { maxBetCash: 400_000, maxWinCash: 3_000_000 },
    multiFolder: { maxBetCash: 300_000, maxWinCash: 4_000_000 },
  },
};

let nextFixture = 1;
const leg = (overrides: Partial<RuledLeg> = {}): RuledLeg => ({
  fixtureId: nextFixture++,
  marketId: 1,
  sportId: 201,
  leagueId: 10,
  odds: 200,
  ...overrides,
});
const legs = (count: number) => Array.from({ length: count }, () => leg());
const breach = (input: Partial<Parameters<typeof findRuleBreach>[0]>) =>
  findRuleBreach({ legs: legs(2), amount: 10_000, winnings: 40_000, limits, mode: 'prematch', ...input });

describe('findRuleBreach: codes 13, 14, 15, 6, 21, 16, 20, 17-19', () => {
  it.each<[string, Partial<Parameters<typeof findRuleBreach>[0]>, number]>([
    ['fewer picks than the minimum', { legs: legs(1) }, betCode.minFolder],
    ['more picks than maxBetCnt', { legs: legs(7) }, betCode.maxFolder],
    ['a pick below the odds floor', { legs: [leg(), leg({ odds: 119 })] }, betCode.lowOdds],
    [
      'two picks of one fixture',
      { legs: [leg({ fixtureId: 5 }), leg({ fixtureId: 5, marketId: 2 })] },
      betCode.combination,
    ],
    [
      'main with special markets',
      { legs: [leg({ marketId: 1 }), leg({ marketId: 77 })] },
      betCode.specialCombination,
    ],
    ['a league needing 3 folders', { legs: [leg({ leagueId: 77 }), leg()] }, betCode.leagueRule],
    [
      'a league stake cap',
      { legs: [leg({ leagueId: 77 }), leg(), leg()], amount: 100_001, winnings: 0 },
      betCode.leagueRule,
    ],
    ['a 2-folder stake cap', { amount: 500_001, winnings: 0 }, betCode.twoFolderLimit],
    ['a 2-folder winnings cap', { winnings: 2_000_001 }, betCode.twoFolderLimit],
    ['a 3-folder cap', { legs: legs(3), amount: 400_001 }, betCode.threeFolderLimit],
    ['a multi-folder cap', { legs: legs(5), winnings: 4_000_001 }, betCode.multiFolderLimit],
  ])('when %s, then the code is %i with its message', (_name, input, code) => {
    expect(breach(input)).toEqual({ code, message: betCodeText(code, 'prematch') });
  });

  it('when a single pick is below the single-folder minimum odds or singles are off, then code 20', () => {
    const singles = {
      ...limits,
      globalJsonBetLimitSpecial: { ...limits.globalJsonBetLimitSpecial, minFolderCount: 1 },
    };
    expect(breach({ legs: [leg({ odds: 149 })], limits: singles })?.code).toBe(betCode.singleFolderRule);
    expect(breach({ legs: [leg({ odds: 150 })], limits: singles })).toBeNull();
    const noSingles = {
      ...singles,
      globalJsonBetLimitSpecial: {
        ...singles.globalJsonBetLimitSpecial,
        singleFolder: { isAllowed: false, minOdds: 101 },
      },
    };
    expect(breach({ legs: [leg({ odds: 300 })], limits: noSingles })?.code).toBe(betCode.singleFolderRule);
  });

  it('when same-fixture picks are allowed, then unrelated markets combine and related ones do not', () => {
    const allowed = {
      ...limits,
      isCanNotCombine: false,
      globalJsonBetLimitSpecial: { ...limits.globalJsonBetLimitSpecial, isSameFixtureAllowed: true },
    };
    // Full-time result with first-half total: unrelated.
    expect(
      breach({
        legs: [leg({ fixtureId: 9, marketId: 1 }), leg({ fixtureId: 9, marketId: 77 })],
        limits: allowed,
      }),
    ).toBeNull();
    // Result with handicap of the same scope: related.
    expect(
      breach({
        legs: [leg({ fixtureId: 9, marketId: 1 }), leg({ fixtureId: 9, marketId: 3 })],
        limits: allowed,
      })?.code,
    ).toBe(betCode.combination);
  });

  it('when in-play, then the messages are the in-play table', () => {
    expect(
      breach({ legs: [leg({ fixtureId: 5 }), leg({ fixtureId: 5, marketId: 2 })], mode: 'inplay' })?.message,
    ).toBe(betCodeText(betCode.combination, 'inplay'));
  });

  it('when the bet obeys every rule, then there is no breach', () => {
    expect(breach({})).toBeNull();
  });
});

describe('areRelatedMarkets', () => {
  it.each([
    [1, 3, true], // 승무패 and 핸디캡, full time
    [1, 7, true], // 승무패 and 더블찬스
    [2, 2, true], // two totals
    [1, 2, false], // result and total
    [1, 77, false], // full-time result and first-half total
    [3, 53, false], // handicap full time and first half
    [1, 999_999, true], // unknown market: related
  ])('when markets %i and %i, then related is %s', (a, b, related) => {
    expect(areRelatedMarkets(a, b)).toBe(related);
  });
});

describe('isPastCutoff (code 5)', () => {
  const kickOff = Date.UTC(2026, 10, 23, 12, 0, 0);
  it('when the cut-off is 1 minute, then betting closes exactly 1 minute before kick-off', () => {
    expect(isPastCutoff(kickOff, kickOff - 60_001, 1)).toBe(false);
    expect(isPastCutoff(kickOff, kickOff - 60_000, 1)).toBe(true);
    expect(isPastCutoff(kickOff, kickOff + 1, 0)).toBe(true);
    expect(isPastCutoff(kickOff, kickOff - 1, 0)).toBe(false);
  });
});
