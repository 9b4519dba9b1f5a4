import {
  type MinigameGameList,
  type MinigameRoundList,
  type MinigameRoundMessage,
  type MinigameRoundView,
  minigameTopic,
} from '@hanpan/core/api/minigames';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { subscribeRealtime } from '../../../lib/realtime/realtime-client.ts';
import { minigameQueryKeys, recentRoundLimit } from '../api/minigames-api.ts';

// The engine publishes a drawn round, then creates the next one in the same tick, a moment later: the
// games list is refetched after that moment. (The member's bets follow their own queue, after settling.)
const nextRoundDelayMs = 1_200;
// When the list still shows no current round (or one whose draw has long passed), it is asked again
// at this pace until the engine has caught up; a healthy game never triggers it.
const staleRetryMs = 5_000;

function isRoundMessage(body: unknown): body is MinigameRoundMessage {
  const message = body as Partial<MinigameRoundMessage> | null;
  return (
    (message?.type === 'roundDrawn' || message?.type === 'roundVoided') &&
    typeof message.round?.roundKey === 'string'
  );
}

/** The rounds list with `round` first (replacing an older copy of it), newest first, capped. */
export function withRound(list: readonly MinigameRoundView[], round: MinigameRoundView): MinigameRoundView[] {
  const rest = list.filter((entry) => entry.roundKey !== round.roundKey);
  return [round, ...rest].slice(0, recentRoundLimit);
}

/**
 * Subscribes to the topics of `gameTypes`: a drawn or voided round goes straight into that game's
 * recent rounds, and the games list (for the next round) is refetched. Returns the rounds drawn while the page is open (gameType -> roundKey), which the draw
 * animation plays.
 */
export function useMinigameRealtime(gameTypes: readonly number[]): Readonly<Record<number, string>> {
  const queryClient = useQueryClient();
  const [drawnLive, setDrawnLive] = useState<Record<number, string>>({});
  const topicsKey = gameTypes.join(',');
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribes = topicsKey
      .split(',')
      .filter(Boolean)
      .map(Number)
      .map((gameType) =>
        subscribeRealtime(minigameTopic(gameType), (body) => {
          if (!isRoundMessage(body) || body.round.gameType !== gameType) return;
          const { round } = body;
          queryClient.setQueryData<MinigameRoundList>(minigameQueryKeys.rounds(gameType), (data) =>
            data ? { list: withRound(data.list, round) } : data,
          );
          if (body.type === 'roundDrawn') setDrawnLive((live) => ({ ...live, [gameType]: round.roundKey }));
          // Many games draw at the same instant (every 1-minute game at each minute): their messages ask for
          // the games list once, not once each.
          if (timers.size > 0) return;
          const timer = setTimeout(() => {
            timers.delete(timer);
            void queryClient.invalidateQueries({ queryKey: minigameQueryKeys.games });
          }, nextRoundDelayMs);
          timers.add(timer);
        }),
      );
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [topicsKey, queryClient]);
  return drawnLive;
}

/** Whether a game of the list lacks a current round or shows one whose draw is long past. */
export function hasStaleRound(
  list: MinigameGameList['list'],
  gameTypes: readonly number[],
  now: number,
): boolean {
  return list
    .filter((game) => gameTypes.includes(game.gameType))
    .some((game) => !game.current || Date.parse(game.current.drawAt) < now - staleRetryMs);
}

/** The instants at which {@link hasStaleRound} can turn true: each current round's draw plus the wait. */
export function staleInstantsOf(list: MinigameGameList['list']): number[] {
  return list.flatMap((game) => (game.current ? [Date.parse(game.current.drawAt) + staleRetryMs] : []));
}

/** Asks for the games list again a few seconds after each answer while it is stale. */
export function useRefetchWhileStale(isStale: boolean, dataUpdatedAt: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isStale) return;
    const wait = Math.max(0, dataUpdatedAt + staleRetryMs - Date.now());
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: minigameQueryKeys.games });
    }, wait);
    return () => clearTimeout(timer);
  }, [isStale, dataUpdatedAt, queryClient]);
}
