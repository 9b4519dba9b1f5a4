import type { CasinoGameView, CasinoLaunchData } from '@hanpan/core/api/casino';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { showAlert } from '../../../lib/alert-store.ts';
import { isHandledByClient } from '../../../lib/api-error.ts';
import { useUserStore } from '../../../lib/user-store.ts';
import { useAuthDialogStore } from '../../auth/index.ts';
import { casinoQueryKeys } from '../api/casino-query-keys.ts';
import { describeCasinoError } from '../api/casino-reply.ts';
import { useLaunchCasinoGame } from '../api/launch-casino-game.ts';

/**
 * Opening a game from a tile: a visitor gets the login dialog; a member's launch opens the overlay
 * with the game's URL, or shows the refusal's Korean message. Closing it refreshes 최근 플레이.
 */
export function useGameLaunch() {
  const isMember = useUserStore((state) => state.status === 'member');
  const openDialog = useAuthDialogStore((state) => state.open);
  const launch = useLaunchCasinoGame();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<CasinoLaunchData | null>(null);
  // A ref: a double tap in one tick must launch once.
  const inFlight = useRef(false);

  const open = async (game: CasinoGameView) => {
    if (!isMember) {
      openDialog('login');
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      setSession(await launch.mutateAsync(game.id));
    } catch (error) {
      if (!isHandledByClient(error)) await showAlert({ message: describeCasinoError(error) });
    } finally {
      inFlight.current = false;
    }
  };

  return {
    session,
    open: (game: CasinoGameView) => void open(game),
    // The rounds played in the overlay make the game a recently played one: refetch that row.
    close: () => {
      setSession(null);
      void queryClient.invalidateQueries({ queryKey: casinoQueryKeys.recent });
    },
    launchingGameId: launch.isPending ? launch.variables : undefined,
  };
}
