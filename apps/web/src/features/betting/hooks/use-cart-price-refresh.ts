import { isGameEntry } from '@hanpan/core/betting/cart';
import { useEffect } from 'react';
import { useCartStore } from '../cart-store.ts';
import { refreshCartPrices } from '../refresh-prices.ts';

/** Refreshes a restored slip's prices as soon as the slip is shown (the bet button waits for it). */
export function useCartPriceRefresh(): void {
  const isUnchecked = useCartStore(
    (state) => state.priceCheck === 'unchecked' && state.entries.some(isGameEntry),
  );
  useEffect(() => {
    if (isUnchecked) void refreshCartPrices();
  }, [isUnchecked]);
}
