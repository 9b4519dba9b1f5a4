import type { BetPriceItem, BetPriceStatus } from '@hanpan/core/api/betting';
import { cartCheckText } from '@hanpan/core/betting/bet-codes';
import {
  type Cart,
  type CartEntry,
  clearCart,
  isGameEntry,
  isSelected,
  removeCartEntry,
  toggleCartEntry,
  updateCartPrice,
} from '@hanpan/core/betting/cart';
import { addToStake, maxStakeInput } from '@hanpan/core/betting/stake';
import { create } from 'zustand';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';

/** Which way a pick's price moved since it was picked (shown ▲ / ▼ on its line). */
export type PriceMark = 'up' | 'down';

/**
 * Whether the slip's prices are known to be current: a slip restored from the browser is
 * 'unchecked' until POST /bet/prices answers; only a 'checked' slip can be bet.
 */
export type PriceCheck = 'unchecked' | 'checking' | 'checked' | 'failed';

/** A pick's price from the server; a refusal's prices carry no status (they are open). */
export type PriceUpdate = Pick<BetPriceItem, 'id' | 'odds'> & { status?: BetPriceStatus };

/** What survives a reload: the picks and the stake. */
type PersistedCart = { entries: Cart; stake: number };

type CartState = PersistedCart & {
  /** Picks whose price moved since they were picked, by outcome id. */
  marks: Readonly<Record<string, PriceMark>>;
  /** Picks that cannot be bet now (from /bet/prices or a refusal), by outcome id. */
  statuses: Readonly<Record<string, Exclude<BetPriceStatus, 'open'>>>;
  priceCheck: PriceCheck;
  /** Picks or unpicks an entry (spec section 4, "Cart"). */
  toggle: (entry: CartEntry) => void;
  remove: (outcomeId: string) => void;
  clear: () => void;
  /** The feed moved the price of a pick: the slip shows and sends the new one, marked up or down. */
  updatePrice: (outcomeId: string, price: number) => void;
  /** The stake as typed (already read to whole won). */
  setStake: (stake: number) => void;
  /** A quick-add press (core addToStake: -1 fills, 0 resets, others add). */
  addStake: (amount: number) => void;
  setPriceCheck: (check: PriceCheck) => void;
  /** Takes the server's current prices (a refresh, or a refusal that sent them) and marks the moves. */
  applyPrices: (list: ReadonlyArray<PriceUpdate>) => void;
  /** After a successful bet: no picks, no stake (spec section 4). */
  clearAfterBet: () => void;
};

/** The localStorage key of the slip. */
export const cartStorageKey = 'hanpan-bet-slip';

/** Keeps the picks a member may bet on restore: only well-formed entries, at most a slip's worth. */
function readPersisted(value: unknown): PersistedCart {
  const stored = (value ?? {}) as Partial<PersistedCart>;
  const entries = Array.isArray(stored.entries)
    ? stored.entries.filter(
        (entry): entry is CartEntry =>
          typeof entry === 'object' &&
          entry !== null &&
          (('_id' in entry && typeof entry._id === 'string' && typeof entry.Price === 'number') ||
            ('odds' in entry && typeof entry.odds === 'number')),
      )
    : [];
  const stake =
    typeof stored.stake === 'number' && Number.isInteger(stored.stake) && stored.stake >= 0
      ? Math.min(stored.stake, maxStakeInput)
      : 0;
  return { entries: entries.slice(0, 100), stake };
}

function without<T>(record: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const { [id]: _dropped, ...rest } = record;
  return rest;
}

/** A browser without storage (private mode, tests) keeps the slip in memory only. */
const noStorage: StateStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

/** The bet slip's picks and stake, kept in localStorage so the slip survives a reload. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      entries: [],
      stake: 0,
      marks: {},
      statuses: {},
      priceCheck: 'checked',
      toggle: (entry) =>
        set((state) => {
          const entries = toggleCartEntry(state.entries, entry);
          const kept = new Set(entries.filter(isGameEntry).map((item) => item._id));
          const keep = <T>(record: Readonly<Record<string, T>>) =>
            Object.fromEntries(Object.entries(record).filter(([id]) => kept.has(id)));
          // A pick made into an empty slip comes from a live cell: its price is current.
          const priceCheck = state.entries.length === 0 ? 'checked' : state.priceCheck;
          return { entries, marks: keep(state.marks), statuses: keep(state.statuses), priceCheck };
        }),
      remove: (outcomeId) =>
        set((state) => {
          const entries = removeCartEntry(state.entries, outcomeId);
          return {
            entries,
            marks: without(state.marks, outcomeId),
            statuses: without(state.statuses, outcomeId),
            priceCheck: entries.length === 0 ? 'checked' : state.priceCheck,
          };
        }),
      clear: () => set({ entries: clearCart(), marks: {}, statuses: {}, priceCheck: 'checked' }),
      updatePrice: (outcomeId, price) =>
        set((state) => {
          const entry = state.entries.find((item) => isGameEntry(item) && item._id === outcomeId);
          if (!entry || !isGameEntry(entry) || entry.Price === price) return state;
          return {
            entries: updateCartPrice(state.entries, outcomeId, price),
            marks: { ...state.marks, [outcomeId]: price > entry.Price ? 'up' : 'down' },
          };
        }),
      setStake: (stake) => set({ stake: Math.min(Math.max(0, Math.trunc(stake)), maxStakeInput) }),
      addStake: (amount) => set((state) => ({ stake: addToStake(state.stake, amount) })),
      setPriceCheck: (priceCheck) => set({ priceCheck }),
      applyPrices: (list) =>
        set((state) => {
          let entries = state.entries;
          const marks = { ...state.marks };
          const statuses = { ...state.statuses };
          for (const item of list) {
            const entry = entries.find((pick) => isGameEntry(pick) && pick._id === item.id);
            if (!entry || !isGameEntry(entry)) continue;
            const status = item.status ?? 'open';
            if (status === 'open') delete statuses[item.id];
            else statuses[item.id] = status;
            if (status === 'closed' || item.odds <= 0 || item.odds === entry.Price) continue;
            marks[item.id] = item.odds > entry.Price ? 'up' : 'down';
            entries = updateCartPrice(entries, item.id, item.odds);
          }
          return { entries, marks, statuses };
        }),
      clearAfterBet: () =>
        set({ entries: clearCart(), stake: 0, marks: {}, statuses: {}, priceCheck: 'checked' }),
    }),
    {
      name: cartStorageKey,
      version: 1,
      storage: createJSONStorage(() => (typeof localStorage === 'undefined' ? noStorage : localStorage)),
      partialize: (state): PersistedCart => ({ entries: state.entries, stake: state.stake }),
      // A restored slip's prices may be old: it is refreshed before it can be bet.
      merge: (persisted, current) => {
        const restored = readPersisted(persisted);
        return {
          ...current,
          ...restored,
          priceCheck: restored.entries.some(isGameEntry) ? 'unchecked' : 'checked',
        };
      },
    },
  ),
);

/** The number of picks (selector). */
export const selectCartCount = (state: CartState): number => state.entries.length;

/** True while some pick cannot be bet (closed or suspended): it must be removed or reopen first. */
export const selectHasBlockedPick = (state: CartState): boolean => Object.keys(state.statuses).length > 0;

/** True while the outcome is in the slip; re-renders only when that answer changes. */
export function useIsInCart(outcomeId: string): boolean {
  return useCartStore((state) => isSelected(state.entries, outcomeId));
}

/** The spec's empty-cart message (section 4). */
export const emptyCartText = cartCheckText.empty.replace(/\.$/, '');
