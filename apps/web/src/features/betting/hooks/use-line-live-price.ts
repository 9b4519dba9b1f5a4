import type { SportsCartEntry } from '@hanpan/core/api/sports';
import { useEffect, useRef } from 'react';
import { type OutcomeCellState, useOutcomeCell } from '../../../lib/odds-store.ts';
import { useCartStore } from '../cart-store.ts';

/**
 * A slip line's live cell from the sports odds store: when the feed moves the pick's price while the
 * slip shows it, the cart takes the new price (marked up or down). Only moves seen while mounted
 * count, so a refreshed price is never undone by an older cell.
 */
export function useLineLivePrice(entry: SportsCartEntry): OutcomeCellState {
  const cell = useOutcomeCell(entry._id, entry.Price, 'open');
  const previous = useRef(cell);
  useEffect(() => {
    const before = previous.current;
    previous.current = cell;
    if (before !== cell && before.price !== cell.price) {
      useCartStore.getState().updatePrice(entry._id, cell.price);
    }
  }, [cell, entry._id]);
  return cell;
}
