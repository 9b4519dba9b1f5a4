/**
 * A won amount as a JSON number. Amounts are bigint in the database; a value JSON cannot carry
 * exactly is a bug, so it throws instead of rounding.
 */
export function presentMoney(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError(`Amount outside the safe integer range: ${amount}`);
  return value;
}
