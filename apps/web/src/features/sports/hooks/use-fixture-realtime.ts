import { type FixtureChangedMessage, fixtureTopic } from '@hanpan/core/api/sports-realtime';
import { isSelected } from '@hanpan/core/betting/cart';
import { useQueryClient } from '@tanstack/react-query';
import { applyFixtureChange } from '../../../lib/odds-store.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { useCartStore } from '../../betting/index.ts';
import { sportsQueryKeys } from '../api/query-keys.ts';

// A moved main line changes which outcomes a list shows: refetch the lists, at most this often.
const mainLineRefetchMs = 5_000;
let lastMainLineRefetch = 0;

function isFixtureChanged(body: unknown, fixtureId: number): body is FixtureChangedMessage {
  const message = body as Partial<FixtureChangedMessage> | null;
  return (
    message?.type === 'fixtureChanged' &&
    message.fixtureId === fixtureId &&
    Array.isArray(message.outcomes) &&
    Array.isArray(message.markets)
  );
}

/**
 * Keeps one shown fixture's cells live: patches the odds store from `/topic/sports/fixture/<id>`,
 * moves the cart's price of a selected pick, and refetches the lists when a main line moves.
 */
export function useFixtureRealtime(fixtureId: number): void {
  const queryClient = useQueryClient();
  useSubscription(fixtureTopic(fixtureId), (body) => {
    if (!isFixtureChanged(body, fixtureId)) return;
    const applied = applyFixtureChange(body);
    // Only picks in the slip: every cart update also rewrites the slip in localStorage.
    const { entries, updatePrice } = useCartStore.getState();
    for (const { id, price } of applied.prices) if (isSelected(entries, id)) updatePrice(id, price);
    const now = Date.now();
    if (applied.mainLineMarketIds.length > 0 && now - lastMainLineRefetch >= mainLineRefetchMs) {
      lastMainLineRefetch = now;
      void queryClient.invalidateQueries({ queryKey: sportsQueryKeys.lists });
    }
  });
}
