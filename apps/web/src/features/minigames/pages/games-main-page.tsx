import { Link, useSearchParams } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { PreparingNotice } from '../../../components/preparing-notice.tsx';
import { miniGameLobbies, virtualGames } from '../lobbies.ts';

/** The sportId that turns /games/main into the virtual-games list (spec section 2). */
export const virtualSportId = '111';

/** /games/main: every mini-game lobby; with ?sportId=111 the virtual games. */
export function GamesMainPage() {
  const [params] = useSearchParams();
  const isVirtual = params.get('sportId') === virtualSportId;
  const games = isVirtual
    ? virtualGames.map((game) => ({ ...game, to: `/games/bet365/${game.slug}` }))
    : miniGameLobbies
        .filter((lobby) => lobby.slug !== 'default')
        .map((lobby) => ({ ...lobby, to: `/games/miniGame/${lobby.slug}` }));
  return (
    <PageFrame title={isVirtual ? '가상게임' : '미니게임'}>
      <PreparingNotice>
        게임 화면과 베팅을 준비하고 있습니다. 게임 목록은 아래에서 확인하세요.
      </PreparingNotice>
      <ul className="game-grid">
        {games.map((game) => (
          <li key={game.slug}>
            <Link className="game-tile" to={game.to}>
              {game.name}
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
