// The staff-set bet limits (spec section 3, "Bet limit settings"), served to the slip by
// POST /api/bet/limit and re-checked by the server on every bet. Plain types (no zod): the slip
// loads them with the sports pages; the contract's schema is api/bet-limits.ts.
// Money in whole won; odds and rates x100 (1.30 -> 130).

/** One bonus tier: the rate x100 for bonusRateList[count - 2] (spec section 9). */
export type BonusRate = { rate: number };

/** A cap on bets with a given number of picks (codes 17, 18, 19). */
export type FolderCap = {
  /** Largest stake, whole won. */
  maxBetCash: number;
  /** Largest expected winnings, whole won. */
  maxWinCash: number;
};

/**
 * Rules for one league (code 16): which leagues the entry covers, and what bets on them must obey.
 * A bet that includes a pick of the league must satisfy every rule of its entry.
 */
export type LeagueRestriction = {
  leagueId: number;
  /** Shown to staff in the editor (the league's name when saved). */
  label: string;
  /** Fewest picks a bet including this league may have (1 = singles allowed). */
  minFolderCount: number;
  /** Largest stake of a bet including this league, whole won (null = the site's). */
  maxBetCash: number | null;
};

/** Per-sport timing (codes 5 and the in-play delay). */
export type SportBetRule = {
  sportId: number;
  /** Prematch betting closes this many minutes before kick-off (code 5). */
  cutoffMinutes: number;
  /** In-play bets wait this many seconds before they are confirmed. */
  inplayDelaySeconds: number;
};

/** The special rule sets behind codes 5, 6, 13, 15, 17-21 (spec field globalJsonBetLimitSpecial). */
export type SpecialBetLimits = {
  /** Fewest picks of any bet (code 13). */
  minFolderCount: number;
  /** Lowest odds x100 a pick may have (code 15); 101 lets every price through. */
  minPickOdds: number;
  /** Two picks of one fixture may be combined (unrelated markets only; code 6). */
  isSameFixtureAllowed: boolean;
  /** Prematch cut-off before kick-off, minutes, for sports without their own (code 5). */
  cutoffMinutes: number;
  /** In-play confirmation delay, seconds, for sports without their own. */
  inplayDelaySeconds: number;
  /** Per-sport cut-off and delay. */
  sportRules: SportBetRule[];
  /** Single-folder bets (code 20): allowed at all, and the lowest odds x100 of a single. */
  singleFolder: { isAllowed: boolean; minOdds: number };
  /** Caps of 2-pick (17), 3-pick (18) and 4-or-more-pick (19) bets. */
  twoFolder: FolderCap;
  threeFolder: FolderCap;
  multiFolder: FolderCap;
};

/** The bet limit settings (spec section 3). */
export type BetLimits = {
  /** Site-wide switch: false refuses every bet (code 10). */
  isBettingOpen: boolean;
  globalJsonBetLimitSpecial: SpecialBetLimits;
  /** Smallest stake, whole won. */
  minBetCash: number;
  /** Most picks in one bet. */
  maxBetCnt: number;
  /** Highest total odds x100. */
  maxBetRate: number;
  /** Largest stake, whole won. */
  maxBetCash: number;
  /** Largest expected winnings, whole won. */
  maxBetWinCash: number;
  /** Largest stake of a single-pick bet. */
  maxSingleBetCash: number;
  /** Largest expected winnings of a single-pick bet. */
  maxSingleBetWinCash: number;
  /** Odds x100 taken off a single pick's total odds (단폴 배당 차감); 0 = none. */
  minusRate: number;
  /** Per-league rules (code 16). */
  betRestrictionList: LeagueRestriction[];
  /** Bonus counts only picks whose odds exceed this, x100. */
  minBonusOdds: number;
  /** Main-list markets (mainGameList) may not be combined with other markets (check 3, code 21). */
  isCanNotCombine: boolean;
  /** Bonus tiers for 2..8 qualifying picks. */
  bonusRateList: BonusRate[];
  /** The market ids (GameSubId) of the main list; the others are special. */
  mainGameList: number[];
};

/** The limits before staff change them: the usual figures of Korean sites. */
export const defaultBetLimits: BetLimits = {
  isBettingOpen: true,
  globalJsonBetLimitSpecial: {
    minFolderCount: 1,
    minPickOdds: 101,
    isSameFixtureAllowed: false,
    cutoffMinutes: 1,
    inplayDelaySeconds: 5,
    sportRules: [],
    singleFolder: { isAllowed: true, minOdds: 101 },
    twoFolder: { maxBetCash: 3_000_000, maxWinCash: 20_000_000 },
    threeFolder: { maxBetCash: 3_000_000, maxWinCash: 30_000_000 },
    multiFolder: { maxBetCash: 3_000_000, maxWinCash: 50_000_000 },
  },
  minBetCash: 5_000,
  maxBetCnt: 10,
  maxBetRate: 100_000,
  maxBetCash: 3_000_000,
  maxBetWinCash: 50_000_000,
  maxSingleBetCash: 1_000_000,
  maxSingleBetWinCash: 5_000_000,
  minusRate: 0,
  betRestrictionList: [],
  minBonusOdds: 130,
  isCanNotCombine: false,
  bonusRateList: [
    { rate: 100 },
    { rate: 103 },
    { rate: 105 },
    { rate: 107 },
    { rate: 108 },
    { rate: 109 },
    { rate: 110 },
  ],
  mainGameList: [1, 2, 3, 28, 52, 226, 342],
};

/** The cut-off minutes of a sport (its own rule, else the site's). */
export function cutoffMinutesOf(limits: BetLimits, sportId: number): number {
  const special = limits.globalJsonBetLimitSpecial;
  return special.sportRules.find((rule) => rule.sportId === sportId)?.cutoffMinutes ?? special.cutoffMinutes;
}

/** The in-play delay of a bet: the longest of its picks' sports (their own rule, else the site's). */
export function inplayDelayOf(limits: BetLimits, sportIds: readonly number[]): number {
  const special = limits.globalJsonBetLimitSpecial;
  const delays = sportIds.map(
    (sportId) =>
      special.sportRules.find((rule) => rule.sportId === sportId)?.inplayDelaySeconds ??
      special.inplayDelaySeconds,
  );
  return delays.length === 0 ? special.inplayDelaySeconds : Math.max(...delays);
}
