import type { SlotDefinition } from './slot-types.ts';

// The published paytable of a slot, as rows the client renders: each symbol with its Korean name and
// what 2, 3, 4 or 5 in a row pay (line pays in multiples of the line bet, scatter pays of the stake).

/** One row of a paytable. */
export type PaytableRow = {
  symbol: string;
  name: string;
  role: 'regular' | 'wild' | 'scatter';
  /** Run length (lines) or scatter count -> multiple; `of` says of what. */
  pays: { count: number; multiple: number }[];
  of: 'line-bet' | 'stake' | null;
  /** Free spins awarded per scatter count (scatter row only). */
  freeSpins: { count: number; spins: number }[];
};

const entries = (pays: Readonly<Partial<Record<number, number>>>) =>
  Object.entries(pays)
    .map(([count, multiple]) => ({ count: Number(count), multiple: multiple ?? 0 }))
    .filter((pay) => pay.multiple > 0)
    .sort((a, b) => a.count - b.count);

/** The slot's paytable rows, in the order of its symbols. */
export function slotPaytable(def: SlotDefinition): PaytableRow[] {
  return def.symbols.map((symbol) => {
    if (symbol.role === 'scatter' && def.scatter) {
      const spins = entries(def.scatter.freeSpins).map(({ count, multiple }) => ({ count, spins: multiple }));
      return {
        symbol: symbol.id,
        name: symbol.name,
        role: symbol.role,
        pays: entries(def.scatter.pays),
        of: 'stake',
        freeSpins: spins,
      };
    }
    const pays = entries(def.pays[symbol.id] ?? {});
    return {
      symbol: symbol.id,
      name: symbol.name,
      role: symbol.role,
      pays,
      of: pays.length ? 'line-bet' : null,
      freeSpins: [],
    };
  });
}
