import { type MinigameBetsSettledMessage, userQueue } from '@hanpan/core/api/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '../../../lib/realtime/use-subscription.ts';
import { minigameQueryKeys } from '../api/minigames-api.ts';

const isBetsSettled = (body: unknown): body is MinigameBetsSettledMessage =>
  (body as Partial<MinigameBetsSettledMessage> | null)?.type === 'minigameBetsSettled';

/**
 * Refetches the member's mini-game bets when the server says their bets of a round were settled
 * (`/user/queue/minigame`, sent after the settlement commits); the new cash comes on the context queue.
 */
export function useMinigameBetsSettled(isMember: boolean): void {
  const queryClient = useQueryClient();
  useSubscription(isMember ? userQueue.minigame : null, (body) => {
    if (isBetsSettled(body)) void queryClient.invalidateQueries({ queryKey: minigameQueryKeys.bets });
  });
}
