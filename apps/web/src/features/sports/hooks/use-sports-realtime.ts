import { type LiveChangedMessage, sportsTopic } from '@hanpan/core/api/sports-realtime';
import { useQueryClient } from '@tanstack/react-query';
import { applyLiveChange } from '../../../lib/odds-store.ts';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { sportsQueryKeys } from '../api/query-keys.ts';

/** Refetches the shown fixture lists when `/topic/sports/lists` says fixtures came, started or ended. */
export function useListsRealtime(): void {
  const queryClient = useQueryClient();
  useSubscription(sportsTopic.lists, () => {
    void queryClient.invalidateQueries({ queryKey: sportsQueryKeys.lists });
  });
}

/** Patches live scores, periods and clocks from `/topic/sports/live`. */
export function useLiveScoresRealtime(): void {
  useSubscription(sportsTopic.live, (body) => {
    const message = body as Partial<LiveChangedMessage> | null;
    if (message?.type === 'liveChanged' && Array.isArray(message.fixtures)) {
      applyLiveChange(message as LiveChangedMessage);
    }
  });
}
