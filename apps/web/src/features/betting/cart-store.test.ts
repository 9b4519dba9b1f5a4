import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pickOf } from './test-entries.ts';

/** localStorage as a browser keeps it, between two loads of the page. */
class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;

/** Loads the store module afresh, as a page load does (it reads localStorage when created). */
async function loadPage() {
  vi.resetModules();
  return import('./cart-store.ts');
}

async function loadRefresh() {
  return import('./refresh-prices.ts');
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the slip in the browser', () => {
  it('when picks and a stake were set before a reload, then the reloaded slip has them and waits for a price check', async () => {
    const first = await loadPage();
    first.useCartStore.getState().toggle(pickOf('11', 185));
    first.useCartStore.getState().toggle(pickOf('22', 210));
    first.useCartStore.getState().setStake(15_000);
    expect(first.useCartStore.getState().priceCheck).toBe('checked');

    const second = await loadPage();
    const state = second.useCartStore.getState();
    expect(state.entries.map((entry) => ('_id' in entry ? entry._id : ''))).toEqual(['11', '22']);
    expect(state.stake).toBe(15_000);
    expect(state.priceCheck).toBe('unchecked');
    expect(state.marks).toEqual({});
  });

  it('when the stored slip is malformed, then the page starts with what is well-formed only', async () => {
    storage.setItem(
      'hanpan-bet-slip',
      JSON.stringify({
        state: { entries: [pickOf('11', 185), { _id: 5 }, 'x', null], stake: -3 },
        version: 1,
      }),
    );
    const page = await loadPage();
    const state = page.useCartStore.getState();
    expect(state.entries).toHaveLength(1);
    expect(state.stake).toBe(0);
    expect(state.priceCheck).toBe('unchecked');
  });

  it('when the stored slip is not JSON, then the page starts with an empty, checked slip', async () => {
    storage.setItem('hanpan-bet-slip', '{not json');
    const page = await loadPage();
    expect(page.useCartStore.getState().entries).toEqual([]);
    expect(page.useCartStore.getState().priceCheck).toBe('checked');
  });

  it('when a bet succeeds, then the picks and the stake are gone from the browser too', async () => {
    const page = await loadPage();
    page.useCartStore.getState().toggle(pickOf('11', 185));
    page.useCartStore.getState().setStake(5_000);
    page.useCartStore.getState().clearAfterBet();
    const stored = JSON.parse(storage.getItem('hanpan-bet-slip') ?? '{}') as { state: unknown };
    expect(stored.state).toEqual({ entries: [], stake: 0 });
  });
});

describe('prices of a restored slip', () => {
  it('when /bet/prices answers, then moved prices are taken and marked, closed and unlisted picks are marked closed, and the slip is checked', async () => {
    storage.setItem(
      'hanpan-bet-slip',
      JSON.stringify({
        state: {
          entries: [
            pickOf('11', 185),
            pickOf('22', 210),
            pickOf('33', 300),
            pickOf('44', 150),
            pickOf('55', 120),
          ],
          stake: 0,
        },
        version: 1,
      }),
    );
    const page = await loadPage();
    const { refreshCartPrices } = await loadRefresh();
    const asked: string[][] = [];
    const isChecked = await refreshCartPrices(async (ids) => {
      asked.push([...ids]);
      return [
        { id: '11', odds: 190, status: 'open' },
        { id: '22', odds: 200, status: 'open' },
        { id: '33', odds: 0, status: 'closed' },
        { id: '44', odds: 150, status: 'suspended' },
      ];
    });
    expect(isChecked).toBe(true);
    expect(asked).toEqual([['11', '22', '33', '44', '55']]);
    const state = page.useCartStore.getState();
    expect(state.entries.map((entry) => ('Price' in entry ? entry.Price : 0))).toEqual([
      190, 200, 300, 150, 120,
    ]);
    expect(state.marks).toEqual({ '11': 'up', '22': 'down' });
    expect(state.statuses).toEqual({ '33': 'closed', '44': 'suspended', '55': 'closed' });
    expect(state.priceCheck).toBe('checked');
    expect(page.selectHasBlockedPick(state)).toBe(true);

    state.remove('33');
    page.useCartStore.getState().remove('44');
    page.useCartStore.getState().remove('55');
    expect(page.selectHasBlockedPick(page.useCartStore.getState())).toBe(false);
  });

  it('when /bet/prices fails, then the slip stays unbettable (failed) and a second try can succeed', async () => {
    storage.setItem(
      'hanpan-bet-slip',
      JSON.stringify({ state: { entries: [pickOf('11', 185)], stake: 0 }, version: 1 }),
    );
    const page = await loadPage();
    const { refreshCartPrices } = await loadRefresh();
    expect(await refreshCartPrices(() => Promise.reject(new Error('network')))).toBe(false);
    expect(page.useCartStore.getState().priceCheck).toBe('failed');
    expect(await refreshCartPrices(async () => [{ id: '11', odds: 185, status: 'open' }])).toBe(true);
    expect(page.useCartStore.getState().priceCheck).toBe('checked');
    expect(page.useCartStore.getState().marks).toEqual({});
  });

  it('when two refreshes are asked at once, then one call is made', async () => {
    storage.setItem(
      'hanpan-bet-slip',
      JSON.stringify({ state: { entries: [pickOf('11', 185)], stake: 0 }, version: 1 }),
    );
    await loadPage();
    const { refreshCartPrices } = await loadRefresh();
    const fetchPrices = vi.fn(async () => [{ id: '11', odds: 185, status: 'open' as const }]);
    await Promise.all([refreshCartPrices(fetchPrices), refreshCartPrices(fetchPrices)]);
    expect(fetchPrices).toHaveBeenCalledTimes(1);
  });
});

describe('live prices and picks', () => {
  it('when the feed moves a pick, then its line takes the price marked up or down; an unchanged price changes nothing', async () => {
    const page = await loadPage();
    const cart = page.useCartStore.getState();
    cart.toggle(pickOf('11', 185));
    page.useCartStore.getState().updatePrice('11', 170);
    expect(page.useCartStore.getState().marks).toEqual({ '11': 'down' });
    page.useCartStore.getState().updatePrice('11', 195);
    expect(page.useCartStore.getState().marks).toEqual({ '11': 'up' });
    const before = page.useCartStore.getState();
    page.useCartStore.getState().updatePrice('11', 195);
    page.useCartStore.getState().updatePrice('99', 300);
    expect(page.useCartStore.getState()).toBe(before);
  });

  it('when a pick is removed or replaced, then its mark goes with it; an entry without _id replaces the cart', async () => {
    const page = await loadPage();
    page.useCartStore.getState().toggle(pickOf('11', 185, 7));
    page.useCartStore.getState().updatePrice('11', 170);
    page.useCartStore.getState().toggle(pickOf('12', 300, 7));
    expect(page.useCartStore.getState().marks).toEqual({});
    page.useCartStore.getState().toggle({ sportId: 101, leagueName: '파워볼', name: '홀', odds: 195 });
    expect(page.useCartStore.getState().entries).toHaveLength(1);
  });

  it('when quick-add buttons are pressed, then the stake follows core addToStake (never below 0)', async () => {
    const page = await loadPage();
    const cart = page.useCartStore.getState();
    cart.addStake(5_000);
    cart.addStake(10_000);
    expect(page.useCartStore.getState().stake).toBe(15_000);
    cart.addStake(-10_000);
    cart.addStake(-10_000);
    expect(page.useCartStore.getState().stake).toBe(0);
    cart.addStake(-1);
    expect(page.useCartStore.getState().stake).toBe(999_999);
    cart.addStake(0);
    expect(page.useCartStore.getState().stake).toBe(0);
  });
});
