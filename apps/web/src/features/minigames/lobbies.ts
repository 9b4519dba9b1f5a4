import { miniGameLobbies as coreLobbies } from '@hanpan/core/minigames/catalogue';

/** A game lobby route and its Korean name. */
export type Lobby = { slug: string; name: string };

/** The mini-game lobbies of spec section 2 (/games/miniGame/{slug}), from the core catalogue. */
export const miniGameLobbies: readonly Lobby[] = coreLobbies;

/** The virtual games of spec section 2 (/games/bet365/{slug}). */
export const virtualGames: readonly Lobby[] = [
  { slug: 'soccerBet365', name: '가상축구' },
  { slug: 'basketballBet365', name: '가상농구' },
  { slug: 'horseBet365', name: '경마' },
  { slug: 'dogBet365', name: '개경주' },
];

/** The lobby whose slug ends `pathname`, if any. */
export function lobbyOf(lobbies: readonly Lobby[], pathname: string): Lobby | undefined {
  const slug = pathname.split('/').filter(Boolean).at(-1);
  return lobbies.find((lobby) => lobby.slug === slug);
}
