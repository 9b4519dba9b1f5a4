import type { ReconciliationTotals } from '@hanpan/core/api/staff-casino';

/** One line of the reconciliation's totals table: both sides and their difference (operator - provider). */
export type TotalsRow = {
  label: string;
  operator: number;
  provider: number;
  difference: number;
  isMoney: boolean;
};

const lines: { key: keyof ReconciliationTotals; label: string; isMoney: boolean }[] = [
  { key: 'count', label: '거래 건수', isMoney: false },
  { key: 'bet', label: '베팅 합계', isMoney: true },
  { key: 'win', label: '당첨 합계', isMoney: true },
  { key: 'rollback', label: '취소 합계', isMoney: true },
];

/** The totals of both sides line by line, with operator - provider for each. */
export function totalsRows(operator: ReconciliationTotals, provider: ReconciliationTotals): TotalsRow[] {
  return lines.map(({ key, label, isMoney }) => ({
    label,
    operator: operator[key],
    provider: provider[key],
    difference: operator[key] - provider[key],
    isMoney,
  }));
}
