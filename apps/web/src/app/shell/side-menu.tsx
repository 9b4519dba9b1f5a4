import { CasinoSideMenu } from '../../features/casino/components/casino-side-menu.tsx';
import { MinigameSideMenu } from '../../features/minigames/components/minigame-side-menu.tsx';
import { LeftMenu } from '../../features/sports/components/left-menu.tsx';

/** Which left column a page shows: the page's own games, or the league tree everywhere else. */
export type SideMenuKind = 'sports' | 'minigames' | 'casino';

/** The left column that belongs to the page at `pathname`. */
export function sideMenuKindOf(pathname: string): SideMenuKind {
  if (pathname.startsWith('/games/')) return 'minigames';
  if (pathname.startsWith('/casino/')) return 'casino';
  return 'sports';
}

/** What the mobile header's toggle and the left layer are called for each kind. */
export const sideMenuLabel = {
  sports: '리그 메뉴',
  minigames: '미니게임 메뉴',
  casino: '카지노 메뉴',
} as const satisfies Record<SideMenuKind, string>;

/** The left column (desktop) or left layer (mobile) of the page. */
export function SideMenu({ kind }: { kind: SideMenuKind }) {
  if (kind === 'minigames') return <MinigameSideMenu />;
  if (kind === 'casino') return <CasinoSideMenu />;
  return <LeftMenu />;
}
