import type { BetPriceItem } from '@hanpan/core/api/betting';
import { isGameEntry } from '@hanpan/core/betting/cart';
import { getBetPrices } from './api/get-bet-prices.ts';
import { useCartStore } from './cart-store.ts';

let inFlight: Promise<boolean> | null = null;

/**
 * Asks the server for the slip's current prices and takes them: moved prices are marked ▲/▼,
 * closed or suspended picks are marked (closed ones must be removed before betting), and a pick the
 * server did not list counts as closed. One call at a time; resolves false when it failed.
 */
export function refreshCartPrices(
  fetchPrices: (ids: readonly string[]) => Promise<BetPriceItem[]> = getBetPrices,
): Promise<boolean> {
  inFlight ??= run(fetchPrices).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function run(fetchPrices: (ids: readonly string[]) => Promise<BetPriceItem[]>): Promise<boolean> {
  const cart = useCartStore.getState();
  const ids = cart.entries.filter(isGameEntry).map((entry) => entry._id);
  if (ids.length === 0) {
    cart.setPriceCheck('checked');
    return true;
  }
  cart.setPriceCheck('checking');
  try {
    const list = await fetchPrices(ids);
    const listed = new Set(list.map((item) => item.id));
    const missing = ids
      .filter((id) => !listed.has(id))
      .map((id): BetPriceItem => ({ id, odds: 0, status: 'closed' }));
    useCartStore.getState().applyPrices([...list, ...missing]);
    useCartStore.getState().setPriceCheck('checked');
    return true;
  } catch {
    useCartStore.getState().setPriceCheck('failed');
    return false;
  }
}
