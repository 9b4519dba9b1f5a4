const wonFormat = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 0 });

/** A whole-won amount with thousands separators, e.g. 1234567 -> '1,234,567'. */
export function formatWon(amount: number): string {
  return wonFormat.format(Math.trunc(amount));
}
