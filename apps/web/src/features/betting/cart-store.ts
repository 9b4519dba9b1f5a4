import {
  type Cart,
  type CartEntry,
  clearCart,
  isSelected,
  removeCartEntry,
  toggleCartEntry,
  updateCartPrice,
} from '@hanpan/core/betting/cart';
import { create } from 'zustand';

type CartState = {
  entries: Cart;
  /** Picks or unpicks an entry (spec section 4, "Cart"). */
  toggle: (entry: CartEntry) => void;
  remove: (outcomeId: string) => void;
  clear: () => void;
  /** The feed moved the price of a pick: the slip shows and sends the new one. */
  updatePrice: (outcomeId: string, price: number) => void;
};

/** The bet slip's picks (client state; the slip UI reads and sends them). */
export const useCartStore = create<CartState>((set) => ({
  entries: [],
  toggle: (entry) => set((state) => ({ entries: toggleCartEntry(state.entries, entry) })),
  remove: (outcomeId) => set((state) => ({ entries: removeCartEntry(state.entries, outcomeId) })),
  clear: () => set({ entries: clearCart() }),
  updatePrice: (outcomeId, price) =>
    set((state) => ({ entries: updateCartPrice(state.entries, outcomeId, price) })),
}));

/** The number of picks (selector). */
export const selectCartCount = (state: CartState): number => state.entries.length;

/** True while the outcome is in the slip; re-renders only when that answer changes. */
export function useIsInCart(outcomeId: string): boolean {
  return useCartStore((state) => isSelected(state.entries, outcomeId));
}

/** The spec's empty-cart message (section 4). */
export const emptyCartText = '베팅카트가 비어있습니다.';
