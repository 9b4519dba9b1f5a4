import { sportOf } from './sports.ts';

/**
 * LSports TRADE360 period codes (Scoreboard.CurrentPeriod, Periods[].Type) shared by every sport, from
 * LSports' "Periods" enumeration (docs.lsports.eu, TRADE enumerations): -1 not started, 80 break time,
 * 100 full time, 101 full time after overtime / extra time, 102 after penalties (volleyball: after the
 * golden set). 99 ("None") is in the older OddsService list only.
 */
export const LSPORTS_PERIOD = {
  notStarted: -1,
  breakTime: 80,
  none: 99,
  fullTime: 100,
  fullTimeAfterOvertime: 101,
  fullTimeAfterPenalties: 102,
} as const;

/** A sport's period codes in play order: period n (1-based, as core periodName counts) has code n. */
type PeriodCodes = {
  /** Codes of the regular periods: period n is regular[n - 1]. */
  regular: readonly number[];
  /**
   * Codes of what may follow, in order (extra-time halves, overtime, penalties). LSports sends one code
   * for every overtime (basketball's second overtime is 40 again), so a repeated code counts on.
   */
  extra: readonly number[];
};

const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

// By our sport id. Read on docs.lsports.eu: the general codes and American football's table; soccer's 10
// and 20 in LSports' livescore message example. The rest (soccer 30/35/50, basketball, baseball,
// volleyball, ice hockey, e-sports, boxing) come from copies of LSports' table in public code (two copies
// agree on soccer, basketball, baseball and volleyball), not from LSports' page itself. Codes we do not
// map: soccer 25 ("3rd half"), NCAA basketball halves 10/20, baseball 62 ("Error"), e-sports 65
// ("Round"). 기타 (299) collects many sports whose codes differ (tennis sets 1-5, handball halves 10/20),
// so it maps none.
const codesBySport: Record<number, PeriodCodes> = {
  201: { regular: [10, 20], extra: [30, 35, 50] },
  203: { regular: upTo(4), extra: [40] },
  202: { regular: upTo(9), extra: [40] },
  // 50 is the golden set, played after the fifth set.
  204: { regular: upTo(5), extra: [50] },
  205: { regular: upTo(3), extra: [40, 50] },
  206: { regular: upTo(4), extra: [40] },
  207: { regular: upTo(9), extra: [] },
  208: { regular: upTo(12), extra: [] },
};

/**
 * Our period number (1-based) for an LSports period code of a sport; `occurrence` is how many times
 * the code has come so far (2 for a second overtime). Null for codes that are not a period of play
 * (break, full time, not started) and for codes we do not know.
 */
export function periodNumberFromLsports(sportId: number, code: number, occurrence = 1): number | null {
  const codes = codesBySport[sportId];
  if (!codes) return null;
  const regular = codes.regular.indexOf(code);
  if (regular >= 0) return regular + 1;
  const extra = codes.extra.indexOf(code);
  if (extra < 0) return null;
  return codes.regular.length + extra + Math.max(1, occurrence);
}

/** The LSports period code of our period n of a sport (periods past the listed ones repeat the last code); null when unknown. */
export function lsportsPeriodCode(sportId: number, n: number): number | null {
  const codes = codesBySport[sportId];
  if (!codes || !Number.isInteger(n) || n < 1) return null;
  if (n <= codes.regular.length) return codes.regular[n - 1] ?? null;
  return codes.extra[Math.min(n - codes.regular.length, codes.extra.length) - 1] ?? null;
}

/** Our numbers of a livescore's periods (Periods[].Type codes in order); null for codes we do not know. */
export function periodNumbersFromLsports(sportId: number, codes: readonly number[]): (number | null)[] {
  const seen = new Map<number, number>();
  return codes.map((code) => {
    const occurrence = (seen.get(code) ?? 0) + 1;
    seen.set(code, occurrence);
    return periodNumberFromLsports(sportId, code, occurrence);
  });
}

/**
 * Our current period from a livescore: the period in play, or during a break and after the end the
 * last period played (so the live page keeps saying which half or quarter the score is from); null
 * before kick-off and when no code is known.
 */
export function currentPeriodFromLsports(
  sportId: number,
  currentCode: number | undefined,
  periodCodes: readonly number[],
): number | null {
  if (currentCode === LSPORTS_PERIOD.notStarted) return null;
  const numbers = periodNumbersFromLsports(sportId, periodCodes);
  if (currentCode !== undefined) {
    const occurrence = periodCodes.filter((code) => code === currentCode).length;
    const current = periodNumberFromLsports(sportId, currentCode, occurrence);
    if (current !== null) return current;
  }
  const played = numbers.filter((number): number is number => number !== null);
  return played.length > 0 ? Math.max(...played) : null;
}

/** The LSports full-time code for a finished match whose last period was our period n. */
export function lsportsFullTimeCode(sportId: number, n: number): number {
  const regularCount = codesBySport[sportId]?.regular.length ?? sportOf(sportId).periods.count;
  if (n <= regularCount) return LSPORTS_PERIOD.fullTime;
  // Penalties (soccer, ice hockey) and volleyball's golden set end on 50.
  return lsportsPeriodCode(sportId, n) === 50
    ? LSPORTS_PERIOD.fullTimeAfterPenalties
    : LSPORTS_PERIOD.fullTimeAfterOvertime;
}
