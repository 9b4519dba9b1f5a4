import { virtualTopic } from '@hanpan/core/api/virtual';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeRealtime } from '../../../../lib/realtime/realtime-client.ts';
import { recentEventLimit, virtualQueryKeys } from '../api/virtual-api.ts';
import { isVirtualEventMessage, withEventMessage, withFinishedEvent } from '../event-messages.ts';
import { staleAfterMs } from '../event-select.ts';
import type { VirtualGameListEntry, VirtualRoundView } from '../virtual-games.ts';

/**
 * Keeps the virtual pages live on /topic/virtual/{gameType}: each message patches the game's events in
 * the games list, a finished event joins the results (and a match's league table is asked again). No polling.
 */
export function useVirtualRealtime(gameTypes: readonly number[]): void {
  const queryClient = useQueryClient();
  const topicsKey = gameTypes.join(',');
  useEffect(() => {
    const unsubscribes = topicsKey
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((gameType) =>
        subscribeRealtime(virtualTopic(gameType), (body) => {
          if (!isVirtualEventMessage(body) || body.event.gameType !== gameType) return;
          queryClient.setQueryData<{ list: VirtualGameListEntry[] }>(virtualQueryKeys.games, (data) =>
            data
              ? {
                  list: data.list.map((game) =>
                    game.gameType === gameType && game.virtual
                      ? { ...game, virtual: withEventMessage(game.virtual, body) }
                      : game,
                  ),
                }
              : data,
          );
          if (body.type !== 'eventFinished' && body.type !== 'eventVoided') return;
          queryClient.setQueryData<{ list: VirtualRoundView[] }>(virtualQueryKeys.rounds(gameType), (data) =>
            data ? { list: withFinishedEvent(data.list, body, recentEventLimit) } : data,
          );
          // The payout reaches the header on the member's context queue (and the bets on the minigame queue).
          void queryClient.invalidateQueries({ queryKey: virtualQueryKeys.league(gameType) });
        }),
      );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
    };
  }, [topicsKey, queryClient]);
}

/** Asks for the virtual games again a few seconds after each answer while the page's copy is stale. */
export function useRefetchVirtualWhileStale(isStale: boolean, dataUpdatedAt: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isStale) return;
    const wait = Math.max(0, dataUpdatedAt + staleAfterMs - Date.now());
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: virtualQueryKeys.games });
    }, wait);
    return () => clearTimeout(timer);
  }, [isStale, dataUpdatedAt, queryClient]);
}
