/** The largest amount any single money request may carry (100 billion won): above it is a typo or an attack. */
export const maxRequestAmount = 100_000_000_000;

/** Why an entered amount was refused. */
export type AmountProblem = 'notNumber' | 'notWhole' | 'notPositive' | 'tooLarge';

/** Korean text for each amount problem. */
export const amountProblemText: Record<AmountProblem, string> = {
  notNumber: '금액을 숫자로 입력해 주세요.',
  notWhole: '금액은 원 단위 정수로 입력해 주세요.',
  notPositive: '금액은 0보다 커야 합니다.',
  tooLarge: '입력한 금액이 너무 큽니다.',
};

/** An entered amount read as whole won, or the problem with it. */
export type AmountReading = { ok: true; amount: number } | { ok: false; problem: AmountProblem };

/**
 * Reads an amount as whole won. Accepts a JSON number or a string of digits (commas allowed, as
 * the inputs format them); refuses fractions, zero, negatives, exponents and anything above
 * `maxRequestAmount`. The browser and the server both read amounts with this.
 */
export function readWonAmount(input: unknown): AmountReading {
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string') {
    const text = input.trim().replaceAll(',', '');
    if (!/^-?\d+(\.\d+)?$/.test(text)) return { ok: false, problem: 'notNumber' };
    value = Number(text);
  } else {
    return { ok: false, problem: 'notNumber' };
  }
  if (!Number.isFinite(value)) return { ok: false, problem: 'notNumber' };
  if (!Number.isInteger(value)) return { ok: false, problem: 'notWhole' };
  if (value <= 0) return { ok: false, problem: 'notPositive' };
  if (value > maxRequestAmount) return { ok: false, problem: 'tooLarge' };
  return { ok: true, amount: value };
}

/** Formats whole won with thousands separators, a fraction cut off: 1234567 -> '1,234,567', 12.9 -> '12'. */
export function formatWon(amount: number | bigint): string {
  const whole = typeof amount === 'number' ? Math.trunc(amount) : amount;
  return whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
