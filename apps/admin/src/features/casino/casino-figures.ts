import { staffCasinoText } from '@hanpan/core/api/staff-casino';
import { kstRangeProblem as rangeProblem } from '../../lib/report-figures.ts';

/** The longest range the casino reports take, days. */
export const maxRangeDays = 92;

/** The Korean problem of a typed KST date range, or null when the API takes it (at most 92 days). */
export function kstRangeProblem(from: string, until: string): string | null {
  return rangeProblem(from, until, {
    maxDays: maxRangeDays,
    badDate: staffCasinoText.badDate,
    badRange: staffCasinoText.badRange,
  });
}
