import { formatWon } from '@hanpan/core/money/amount';

/** Whole won with separators and the unit: 12000 -> '12,000원'. */
export function formatWonText(amount: number): string {
  return `${amount < 0 ? '-' : ''}${formatWon(Math.abs(amount))}원`;
}

/** A signed amount with its sign always shown: 5000 -> '+5,000원', -5000 -> '-5,000원'. */
export function formatSignedWon(amount: number): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatWon(Math.abs(amount))}원`;
}

/** A TOTP secret in groups of four for reading aloud or typing: 'ABCDEFGH' -> 'ABCD EFGH'. */
export function groupSecret(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** A value shown as pretty JSON ('-' for null or undefined). */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '-';
  return JSON.stringify(value, null, 2);
}
