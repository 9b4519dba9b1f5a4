const uniqueViolation = '23505';

/** The SQLSTATE the ledger_post_transfer function (migration 0031) raises when a debit would take a member account below zero. */
export const insufficientFundsSqlState = 'HL001';

/** The SQLSTATE minigame_bet_place (migration 0036) raises when the round stopped taking bets by the database clock. */
export const roundNotBettableSqlState = 'HL002';

/** The SQLSTATE minigame_bet_place (migration 0036) raises when a bet would pass the member's round limits. */
export const roundLimitsSqlState = 'HL003';

/** The constraint (or unique index) a unique violation hit, or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== uniqueViolation) return null;
  return typeof constraint === 'string' ? constraint : '';
}

/** The account a refused debit named (raised by ledger_post_transfer), or null for any other error. */
export function insufficientFundsAccount(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, detail } = error as { code?: unknown; detail?: unknown };
  if (code !== insufficientFundsSqlState) return null;
  return Number(detail);
}

/** The SQLSTATE of a database error (a raise of ours, a constraint ...), or null for anything else. */
export function sqlStateOf(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : null;
}
