/** A game lobby route and its Korean name. */
export type Lobby = { slug: string; name: string };

/** The mini-game lobbies of spec section 2 (/games/miniGame/{slug}). */
export const miniGameLobbies: readonly Lobby[] = [
  { slug: 'default', name: '미니게임' },
  { slug: 'mgmLobby', name: 'MGM' },
  { slug: 'pbgLobby', name: 'PBG 파워볼' },
  { slug: 'ntryLobby', name: '엔트리 파워볼' },
  { slug: 'namedLobby', name: '네임드' },
  { slug: 'tokenLobby', name: '토큰게임' },
  { slug: 'ntryEosLobby', name: 'EOS 파워볼' },
  { slug: 'skyparkLobby', name: '스카이파크' },
  { slug: 'bosscoreLobby', name: '보스코어' },
  { slug: 'gamestarLobby', name: '게임스타' },
  { slug: 'lotusBacarrat', name: '로투스 바카라' },
  { slug: 'dongHaengLobby', name: '동행복권 파워볼' },
  { slug: 'gameStartLobby', name: '게임스타트' },
  { slug: 'ntryLaderLobby', name: '엔트리 사다리' },
  { slug: 'dreamScoreLobby', name: '드림스코어' },
  { slug: 'namedLaderLobby', name: '네임드 사다리' },
];

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
