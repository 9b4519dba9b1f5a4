import { formatWon, maxRequestAmount } from '@hanpan/core/money/amount';

/** The most digits an amount input keeps (maxRequestAmount has 12). */
const maxDigits = String(maxRequestAmount).length;

/**
 * What an amount input shows for what was typed: digits only, no leading zeros, thousands
 * separators ('1234a5' -> '12,345'). Extra digits beyond the largest request are dropped.
 */
export function formatAmountInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '').slice(0, maxDigits);
  return digits ? formatWon(BigInt(digits)) : '';
}

/** The whole won in an amount input's text (0 when empty). */
export function amountOfInput(text: string): number {
  const digits = text.replace(/\D/g, '');
  return digits ? Number(digits) : 0;
}

/**
 * A quick button's press: adds `amount` to what the input holds (spec: quick buttons add up),
 * never past the largest request.
 */
export function addToAmountInput(text: string, amount: number): string {
  return formatWon(Math.min(amountOfInput(text) + amount, maxRequestAmount));
}

/** A quick button's label: 10000 -> '1만', 1000000 -> '100만', 15000 -> '1.5만', 5000 -> '5,000'. */
export function quickAmountLabel(amount: number): string {
  if (amount < 10_000) return formatWon(amount);
  const man = amount / 10_000;
  return `${Number.isInteger(man) ? formatWon(man) : String(man)}만`;
}

/** A won amount as Korean units for reading aloud under the input: 1250000 -> '125만 원'. */
export function koreanWonText(amount: number): string {
  if (amount <= 0) return '';
  const eok = Math.floor(amount / 100_000_000);
  const man = Math.floor((amount % 100_000_000) / 10_000);
  const rest = amount % 10_000;
  const parts = [
    eok > 0 ? `${formatWon(eok)}억` : '',
    man > 0 ? `${formatWon(man)}만` : '',
    rest > 0 ? formatWon(rest) : '',
  ].filter(Boolean);
  return `${parts.join(' ')} 원`;
}
