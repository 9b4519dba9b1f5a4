// The stake input of the slip (spec sections 5 "Stake input" and 9 "Quick-add buttons").

/** The quick-fill value -1 stands for (spec section 9). */
export const quickFillAmount = 999_999;

/** The quick-add buttons in won; 'max' puts all the member's cash (spec section 9). */
export const quickAddAmounts = [5_000, 10_000, 50_000, 100_000, 1_000_000] as const;

/** What the plus and minus buttons add or take away. */
export const stakeStep = 10_000;

/** The largest stake the field holds (above any limit a site sets; keeps the maths safe). */
export const maxStakeInput = 100_000_000_000;

/**
 * The stake a typed text stands for: its digits only (anything else is dropped), empty = 0,
 * never above maxStakeInput.
 */
export function readStakeText(text: string): number {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '') return 0;
  return Math.min(Number(digits.slice(0, 12)), maxStakeInput);
}

/**
 * The stake after a quick-add press: -1 sets 999,999, 0 resets to 0, any other value is added
 * (negative values take away). Never below 0 nor above maxStakeInput.
 */
export function addToStake(stake: number, amount: number): number {
  if (amount === -1) return quickFillAmount;
  if (amount === 0) return 0;
  return Math.min(Math.max(0, stake + amount), maxStakeInput);
}

/** The stake of the 최대 button: all the member's cash (whole won, never below 0). */
export function maxStake(cash: number): number {
  return Math.min(Math.max(0, Math.trunc(cash)), maxStakeInput);
}
