import type { BetListData } from '@hanpan/core/api/bet-history';
import { type BetSettledMessage, userQueue } from '@hanpan/core/api/realtime';
import { type LiveChangedMessage, sportsTopic } from '@hanpan/core/api/sports-realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useSubscription } from '../../../../lib/realtime/use-subscription.ts';
import { useUserStore } from '../../../../lib/user-store.ts';
import { betHistoryQueryKeys } from '../api/query-keys.ts';
import { coalesceBursts } from '../burst.ts';
import { patchLiveScores } from '../live-scores.ts';

const isBetSettled = (body: unknown): body is BetSettledMessage =>
  (body as Partial<BetSettledMessage> | null)?.type === 'betSettled';

// A fixture's result settles many bets at once, each with its message: one refetch after the burst.
const refetchDelayMs = 300;

const isLiveChanged = (body: unknown): body is LiveChangedMessage => {
  const message = body as Partial<LiveChangedMessage> | null;
  return message?.type === 'liveChanged' && Array.isArray(message.fixtures);
};

/**
 * Keeps the history live: refetches on `/user/queue/bet` (a bet settled, resettled or reopened, or a
 * leg settled; the new cash comes on the context queue), once per burst of messages, and, while the
 * page shows open bets, patches their legs' scores from `/topic/sports/live`.
 */
export function useBetHistoryRealtime(hasOpenBets: boolean): void {
  const queryClient = useQueryClient();
  const isMember = useUserStore((state) => state.status === 'member');

  const refetch = useMemo(
    () =>
      coalesceBursts(
        () => void queryClient.invalidateQueries({ queryKey: betHistoryQueryKeys.all }),
        refetchDelayMs,
      ),
    [queryClient],
  );
  useEffect(() => () => refetch.cancel(), [refetch]);

  useSubscription(isMember ? userQueue.bet : null, (body) => {
    if (isBetSettled(body)) refetch.trigger();
  });

  useSubscription(hasOpenBets ? sportsTopic.live : null, (body) => {
    if (!isLiveChanged(body)) return;
    queryClient.setQueriesData<BetListData>({ queryKey: betHistoryQueryKeys.all }, (data) =>
      data ? patchLiveScores(data, body.fixtures) : data,
    );
  });
}
