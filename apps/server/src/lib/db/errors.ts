const uniqueViolation = '23505';

/** The constraint (or unique index) a unique violation hit, or null for any other error. */
export function uniqueViolationConstraint(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== uniqueViolation) return null;
  return typeof constraint === 'string' ? constraint : '';
}
