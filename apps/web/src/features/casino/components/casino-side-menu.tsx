import {
  type CasinoCategory,
  type CasinoGameView,
  casinoCategories,
  casinoCategoryText,
  casinoGameKinds,
  casinoGameKindText,
} from '@hanpan/core/api/casino';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { SkeletonLines } from '../../../components/skeleton-lines.tsx';
import { useCasinoGames } from '../api/get-casino-games.ts';
import { kindsOf, lobbyFilterPath } from '../game-filter.ts';

/** The route of each lobby. */
const casinoLobbyPath = {
  casino: '/casino/skyhub/casino',
  slot: '/casino/skyhub/slot',
} as const satisfies Record<CasinoCategory, string>;

/** The left column of the casino and slot lobbies: each lobby's kinds and providers with their game counts. */
export function CasinoSideMenu() {
  return (
    <nav className="left-menu" aria-label="카지노 메뉴" data-testid="casino-side-menu">
      {casinoCategories.map((category) => (
        <LobbySection key={category} category={category} />
      ))}
    </nav>
  );
}

function LobbySection({ category }: { category: CasinoCategory }) {
  const { data, isError, refetch } = useCasinoGames(category);
  const path = casinoLobbyPath[category];
  const games = data?.list ?? [];
  const countOf = (match: (game: CasinoGameView) => boolean) => games.filter(match).length;
  return (
    <section className="side-menu__section" data-testid="casino-side-section" data-category={category}>
      <div className="left-menu__head">
        <Link className="left-menu__title" to={path}>
          {casinoCategoryText[category]}
        </Link>
        {data && <span className="count-pill">{games.length}</span>}
      </div>
      {isError && !data ? (
        <ErrorState message="게임 목록을 불러오지 못했습니다." onRetry={() => void refetch()} />
      ) : !data ? (
        <SkeletonLines count={3} label="게임 목록을 불러오는 중" />
      ) : (
        <ul className="tree">
          {kindsOf(games, casinoGameKinds).map((kind) => (
            <SideLink
              key={kind}
              to={lobbyFilterPath(path, { kind })}
              name={casinoGameKindText[kind]}
              count={countOf((game) => game.kind === kind)}
            />
          ))}
          {data.providers.map((provider) => (
            <SideLink
              key={provider.code}
              to={lobbyFilterPath(path, { provider: provider.code })}
              name={provider.name}
              detail="게임사"
              count={countOf((game) => game.provider.code === provider.code)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SideLink({ to, name, detail, count }: { to: string; name: string; detail?: string; count: number }) {
  return (
    <li>
      <Link className="tree__league" to={to} data-testid="casino-side-link">
        <span className="tree__league-text">
          <span className="tree__name">{name}</span>
          {detail && <span className="tree__detail">{detail}</span>}
        </span>
        <span className="tree__count">{count}</span>
      </Link>
    </li>
  );
}
