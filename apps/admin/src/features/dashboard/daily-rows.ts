import {
  type StaffDailyFigures,
  type StaffDailyTotals,
  staffDailyProducts,
  staffDailyProductText,
} from '@hanpan/core/api/staff-settlement';

/** What the 일별 베팅 합계 shows: one KST day, or the 14 days together. */
export type DailyPeriod = { kind: 'day'; day: string } | { kind: 'all' };

/** One row of the table: a product (or the total) with its figures. */
export type DailyRow = { key: string; label: string; figures: StaffDailyFigures; isTotal: boolean };

/** The period's rows: each product in column order, then the total over them. */
export function dailyRowsOf(totals: StaffDailyTotals, period: DailyPeriod): DailyRow[] {
  const source = period.kind === 'all' ? totals.total : totals.days.find((day) => day.day === period.day);
  if (!source) return [];
  return [
    ...staffDailyProducts.map((product) => ({
      key: product,
      label: staffDailyProductText[product],
      figures: source[product],
      isTotal: false,
    })),
    { key: 'total', label: '합계', figures: source.total, isTotal: true },
  ];
}
