import { describe, expect, it } from 'vitest';
import type { SportsCartEntry } from '../api/sports.ts';
import {
  type Cart,
  type CartEntry,
  clearCart,
  isSelected,
  type OtherCartEntry,
  removeCartEntry,
  toggleCartEntry,
  updateCartPrice,
} from './cart.ts';

/** A game pick: fixture, market and outcome id, price 1.95 unless told. */
function pick(id: string, fixtureId: number, marketId: number, price = 195): SportsCartEntry {
  return {
    _id: id,
    FixtureId: fixtureId,
    GameSubId: marketId,
    Price: price,
    BaseLine: '',
    GameType: 0,
    leagueName: '프리미어리그',
    homeName: '홈',
    awayName: '원정',
    sportId: 201,
    Name: '1',
  };
}

const other: OtherCartEntry = { sportId: 111, leagueName: '파워볼', name: '홀', odds: 195 };
const home1 = pick('a1', 1, 1);
const draw1 = pick('a2', 1, 1);
const over1 = pick('b1', 1, 2);
const home2 = pick('c1', 2, 1);

const ids = (cart: readonly CartEntry[]) => cart.map((entry) => ('_id' in entry ? entry._id : entry.name));

describe('toggleCartEntry', () => {
  it.each<[string, Cart, CartEntry, string[]]>([
    ['the cart is empty', [], home1, ['a1']],
    ['the pick is already selected', [home1, home2], home1, ['c1']],
    ['another outcome of the same fixture and market is selected', [home1, home2], draw1, ['c1', 'a2']],
    ['another market of the same fixture is selected', [home1], over1, ['a1', 'b1']],
    ['another fixture is selected', [home1], home2, ['a1', 'c1']],
    ['the entry has no _id', [home1, home2], other, ['홀']],
    ['the entry has an empty _id', [home1], pick('', 3, 1), ['']],
    ['the cart holds an entry without _id', [other], home1, ['a1']],
    ['the same entry without _id is picked again', [other], other, ['홀']],
  ])('when %s, then the cart becomes the expected picks', (_, cart, entry, expected) => {
    expect(ids(toggleCartEntry(cart, entry))).toEqual(expected);
  });

  it('when a pick is toggled, then the given cart is left unchanged', () => {
    const cart: Cart = [home1];
    toggleCartEntry(cart, draw1);
    expect(ids(cart)).toEqual(['a1']);
  });
});

describe('removeCartEntry and clearCart', () => {
  it.each<[string, Cart, string, string[]]>([
    ['the outcome is in the cart', [home1, over1, home2], 'b1', ['a1', 'c1']],
    ['the outcome is not in the cart', [home1], 'zz', ['a1']],
    ['the cart holds an entry without _id', [other], 'a1', ['홀']],
  ])('when %s, then removing it leaves the rest', (_, cart, id, expected) => {
    expect(ids(removeCartEntry(cart, id))).toEqual(expected);
  });

  it('when the cart is cleared, then it is empty', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('isSelected', () => {
  it.each<[string, Cart, string, boolean]>([
    ['the outcome is in the cart', [home1, home2], 'c1', true],
    ['only another outcome of the market is', [home1], 'a2', false],
    ['the cart is empty', [], 'a1', false],
    ['the cart holds an entry without _id', [other], '', false],
  ])('when %s, then isSelected is %s', (_, cart, id, expected) => {
    expect(isSelected(cart, id)).toBe(expected);
  });
});

describe('updateCartPrice', () => {
  it('when a selected pick moves, then its Price changes and the others stay', () => {
    const cart: Cart = [home1, home2];
    const updated = updateCartPrice(cart, 'c1', 210);
    expect(updated.map((entry) => ('Price' in entry ? entry.Price : 0))).toEqual([195, 210]);
    expect(updated[0]).toBe(home1);
  });

  it.each<[string, string, number]>([
    ['the outcome is not in the cart', 'zz', 300],
    ['the price is the same', 'a1', 195],
  ])('when %s, then the same cart comes back', (_, id, price) => {
    const cart: Cart = [home1];
    expect(updateCartPrice(cart, id, price)).toBe(cart);
  });
});
