import { useLocation } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { lobbyOf, miniGameLobbies, virtualGames } from '../lobbies.ts';

/** /games/miniGame/{lobby} and /games/bet365/{game}: one lobby, prepared in a later release. */
export function LobbyPage() {
  const { pathname } = useLocation();
  const isVirtual = pathname.startsWith('/games/bet365/');
  const lobby = lobbyOf(isVirtual ? virtualGames : miniGameLobbies, pathname);
  return (
    <PageFrame title={lobby?.name ?? '미니게임'} subtitle={isVirtual ? '가상게임' : '미니게임'}>
      <PreparingNotice />
    </PageFrame>
  );
}
