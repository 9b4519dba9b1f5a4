import { formatWon } from '@hanpan/core/money/amount';

const kstParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as Korean local time, 'YYYY-MM-DD HH:mm:ss' (KST); '-' for none or an unreadable value. */
export function formatKst(iso: string | null | undefined): string {
  if (!iso) return '-';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '-';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    kstParts.formatToParts(date).find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

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
