import { paymentText } from '@hanpan/core/api/payments';
import { amountProblemText, formatWon, readWonAmount } from '@hanpan/core/money/amount';

/** Which input a refusal is about, so the page can focus it. */
export type CheckedField = 'amount' | 'exchangePassword';

/** The outcome of checking a form before it is sent: the values to send, or the first problem. */
export type FormCheck<Values> =
  | ({ ok: true } & Values)
  | { ok: false; field: CheckedField | null; message: string };

/** Shown when the amount input is empty. */
export const amountRequiredText = '금액을 입력해 주세요.';

type Limits = { minimum: number; maximum: number };

/** Reads an amount input and checks it against the staff-set limits (the server checks again). */
function checkAmount(text: string, { minimum, maximum }: Limits): FormCheck<{ amount: number }> {
  if (!text.trim()) return { ok: false, field: 'amount', message: amountRequiredText };
  const reading = readWonAmount(text);
  if (!reading.ok) return { ok: false, field: 'amount', message: amountProblemText[reading.problem] };
  if (reading.amount < minimum)
    return { ok: false, field: 'amount', message: paymentText.belowMinimum(formatWon(minimum)) };
  if (maximum > 0 && reading.amount > maximum)
    return { ok: false, field: 'amount', message: paymentText.aboveMaximum(formatWon(maximum)) };
  return { ok: true, amount: reading.amount };
}

/**
 * Checks the deposit form: amount readable and within the limits, and a registered account holder
 * to deposit from (the depositor is always the member's own holder, never typed).
 */
export function checkChargeForm(
  form: { amountText: string },
  info: { minCharge: number; maxCharge: number; depositorName: string },
): FormCheck<{ amount: number }> {
  const amount = checkAmount(form.amountText, { minimum: info.minCharge, maximum: info.maxCharge });
  if (!amount.ok) return amount;
  if (!info.depositorName.trim())
    return { ok: false, field: null, message: paymentText.depositorNameRequired };
  return { ok: true, amount: amount.amount };
}

/**
 * Checks the withdrawal form in the order the member fixes it: amount readable, exchange password
 * present, amount within the limits, amount not above the cash held.
 */
export function checkExchangeForm(
  form: { amountText: string; exchangePassword: string },
  limits: { minExchange: number; maxExchange: number; cash: number },
): FormCheck<{ amount: number; exchangePassword: string }> {
  if (!form.amountText.trim()) return { ok: false, field: 'amount', message: amountRequiredText };
  const reading = readWonAmount(form.amountText);
  if (!reading.ok) return { ok: false, field: 'amount', message: amountProblemText[reading.problem] };
  if (!form.exchangePassword)
    return { ok: false, field: 'exchangePassword', message: paymentText.exchangePasswordRequired };
  const amount = checkAmount(form.amountText, {
    minimum: limits.minExchange,
    maximum: limits.maxExchange,
  });
  if (!amount.ok) return amount;
  if (amount.amount > limits.cash)
    return { ok: false, field: 'amount', message: paymentText.insufficientBalance };
  return { ok: true, amount: amount.amount, exchangePassword: form.exchangePassword };
}
