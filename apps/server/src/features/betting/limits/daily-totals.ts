import {
  type StaffDailyFigures,
  type StaffDailyProduct,
  type StaffDailyTotals,
  type StaffDailyTotalsDay,
  staffDailyProducts,
} from '@hanpan/core/api/staff-settlement';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import type { Db } from '../../../lib/db/database.ts';
import { reportCasinoDays } from '../../casino/index.ts';
import { reportMinigameDays } from '../../minigames/index.ts';
import { readDailyPayouts, readDailyStakes } from '../history/bet-reports-repository.ts';

/** Days shown on the dashboard's betting totals (today included). */
export const dailyTotalsDays = 14;

/** A product's figures of one KST day as a feature reports them (bets and stakes, or payouts, or both). */
type ProductRow = { day: string; product: StaffDailyProduct; bets: number; stakes: bigint; payouts: bigint };

const zero = (): StaffDailyFigures => ({ bets: 0, stakes: 0, payouts: 0, ggr: 0 });
const add = (into: StaffDailyFigures, more: StaffDailyFigures) => {
  into.bets += more.bets;
  into.stakes += more.stakes;
  into.payouts += more.payouts;
  into.ggr = into.stakes - into.payouts;
};
const emptyFigures = () =>
  Object.fromEntries([...staffDailyProducts, 'total'].map((key) => [key, zero()])) as Omit<
    StaffDailyTotalsDay,
    'day'
  >;

/** Every product's rows since `from`: sports from betting, the others from their features' public modules. */
async function productRows(db: Db, from: Date): Promise<ProductRow[]> {
  const [stakes, payouts, minigames, casino] = await Promise.all([
    readDailyStakes(db, from),
    readDailyPayouts(db, from),
    reportMinigameDays(db, from),
    reportCasinoDays(db, from),
  ]);
  return [
    ...stakes.map((row) => ({
      day: row.day,
      product: row.kind,
      bets: row.bets,
      stakes: row.stakes,
      payouts: 0n,
    })),
    ...payouts.map((row) => ({ day: row.day, product: row.kind, bets: 0, stakes: 0n, payouts: row.payouts })),
    ...minigames.map((row) => ({ ...row, product: 'minigame' as const })),
    ...casino.map(({ category, ...row }) => ({ ...row, product: category })),
  ];
}

/**
 * The dashboard's 일별 베팅 합계: stakes, payouts, GGR and counts per product for the last 14 KST days,
 * newest first, with each day's total and the 14 days' totals.
 */
export async function dailyTotalsOf(db: Db, now: Date): Promise<StaffDailyTotals> {
  const today = kstDateOf(now);
  const from = kstDayStart(kstDayPlus(today, 1 - dailyTotalsDays));
  const days = new Map<string, StaffDailyTotalsDay>();
  for (let index = 0; index < dailyTotalsDays; index += 1) {
    const day = kstDayPlus(today, -index);
    days.set(day, { day, ...emptyFigures() });
  }
  for (const row of await productRows(db, from)) {
    const day = days.get(row.day);
    if (!day) continue;
    const stakes = Number(row.stakes);
    const payouts = Number(row.payouts);
    add(day[row.product], { bets: row.bets, stakes, payouts, ggr: 0 });
  }
  const total = emptyFigures();
  for (const day of days.values()) {
    for (const product of staffDailyProducts) {
      add(day.total, day[product]);
      add(total[product], day[product]);
    }
    add(total.total, day.total);
  }
  return { days: [...days.values()], total };
}
