import { useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { lobbyOf, virtualGames } from '../lobbies.ts';

/** /games/bet365/{game}: one virtual game, prepared in a later release. */
export function LobbyPage() {
  const { pathname } = useLocation();
  const lobby = lobbyOf(virtualGames, pathname);
  return (
    <PageFrame title={lobby?.name ?? '가상게임'} subtitle="가상게임">
      <PreparingNotice />
    </PageFrame>
  );
}
