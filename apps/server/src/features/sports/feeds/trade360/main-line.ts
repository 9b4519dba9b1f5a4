import type { CatalogueStatus } from '../../../../lib/db/sports-tables.ts';

/** What the main line choice needs of an outcome. */
export type LinedOutcome = {
  status: CatalogueStatus;
  price: number;
  line_raw: string | null;
  base_line_raw: string | null;
  line_value: number | null;
};

/**
 * The main line of a market with lines: the base line whose picks are priced closest to each other
 * (the most balanced line), among open picks when there are any; null for markets without lines.
 */
export function findMainLine(outcomes: readonly LinedOutcome[]): string | null {
  const lined = outcomes.filter((outcome) => (outcome.base_line_raw ?? outcome.line_raw) !== null);
  if (lined.length === 0) return null;
  const open = lined.filter((outcome) => outcome.status === 'open');
  const pool = open.length > 0 ? open : lined;
  const groups = new Map<string, LinedOutcome[]>();
  for (const outcome of pool) {
    const key = (outcome.base_line_raw ?? outcome.line_raw) as string;
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const ranked = [...groups].map(([key, picks]) => {
    const prices = picks.map((pick) => pick.price);
    return {
      key,
      isPaired: picks.length >= 2,
      spread: Math.max(...prices) - Math.min(...prices),
      distance: Math.abs(picks[0]?.line_value ?? 0),
    };
  });
  ranked.sort(
    (a, b) =>
      Number(b.isPaired) - Number(a.isPaired) ||
      a.spread - b.spread ||
      a.distance - b.distance ||
      a.key.localeCompare(b.key),
  );
  return ranked[0]?.key ?? null;
}
