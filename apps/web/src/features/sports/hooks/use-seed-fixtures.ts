import type { SportsFixture } from '@hanpan/core/api/sports';
import { useLayoutEffect } from 'react';
import { seedFixtures } from '../../../lib/odds-store.ts';

/**
 * Stores a reply's fixtures in the odds store before paint; `receivedAt` (the query's
 * dataUpdatedAt) keeps a cached reply from undoing newer realtime patches.
 */
export function useSeedFixtures(list: readonly SportsFixture[] | undefined, receivedAt: number): void {
  useLayoutEffect(() => {
    if (list) seedFixtures(list, receivedAt);
  }, [list, receivedAt]);
}
