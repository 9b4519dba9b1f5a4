import { amountProblemText, maxRequestAmount } from '@hanpan/core/money/amount';

/** A signed amount as typed in the adjustment form, read as whole won, or the Korean reason it was refused. */
export type SignedAmountReading = { ok: true; amount: number } | { ok: false; message: string };

/**
 * Reads a signed adjustment amount: '+10,000', '-5000', '3000'. Refuses empty input, fractions,
 * zero and anything larger than core's maximum request amount.
 */
export function readSignedWon(input: string): SignedAmountReading {
  const text = input.trim().replaceAll(',', '').replaceAll(' ', '');
  if (!text) return { ok: false, message: '금액을 입력해 주세요.' };
  if (/^[+-]?\d+\.\d+$/.test(text)) return { ok: false, message: amountProblemText.notWhole };
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, message: amountProblemText.notNumber };
  const amount = Number(text);
  if (amount === 0) return { ok: false, message: '금액은 0이 아니어야 합니다.' };
  if (Math.abs(amount) > maxRequestAmount) return { ok: false, message: amountProblemText.tooLarge };
  return { ok: true, amount };
}
