import type { VirtualKind } from '../virtual/types.ts';
import type { FamilyId } from './markets.ts';
import { parseRoundKey, type RoundPeriod, type RoundRef, roundKeyOf } from './schedule.ts';

// The 16 mini-game lobbies of spec section 2 (/games/miniGame/{slug}) and their games. Spec section 3
// numbers mini and virtual games 101-177 and third-party mini-game families 401-671: the site's own
// lobby ('default') uses 101-110 (111 is the virtual games list, /games/main?sportId=111), and each
// branded lobby a block of ten from 401. A game's type is also the `game` of its draw message
// (provably-fair.ts), so it never changes once a round has been drawn.
//
// The branded lobbies keep the look players know, but every result is this site's own draw, verifiable
// round by round: the lobby says so (ownDrawNote).

/** A game of a lobby: its type id, code, Korean name, family and default period in minutes. */
export type MiniGame = {
  gameType: number;
  code: string;
  name: string;
  family: FamilyId;
  period: RoundPeriod;
};

/** A lobby: its route slug, Korean name, whether its brand is a third party's, and its games. */
export type MiniGameLobby = {
  slug: string;
  name: string;
  isThirdPartyBrand: boolean;
  games: readonly MiniGame[];
};

const game = (
  gameType: number,
  code: string,
  name: string,
  family: FamilyId,
  period: RoundPeriod,
): MiniGame => ({
  gameType,
  code,
  name,
  family,
  period,
});

const lobby = (slug: string, name: string, games: MiniGame[]): MiniGameLobby => ({
  slug,
  name,
  isThirdPartyBrand: slug !== 'default',
  games,
});

/** Every lobby of spec section 2 in the spec's order, with its games. */
export const miniGameLobbies: readonly MiniGameLobby[] = [
  lobby('default', '미니게임', [
    game(101, 'powerball-5', '파워볼 5분', 'powerball', 5),
    game(102, 'ladder-5', '사다리 5분', 'ladder', 5),
    game(103, 'speed-keno-5', '스피드키노', 'speed-keno', 5),
    game(104, 'keno-ladder-5', '키노사다리', 'keno-ladder', 5),
    game(105, 'baccarat-1', '바카라 1분', 'baccarat', 1),
    game(106, 'odd-even-1', '홀짝 1분', 'odd-even', 1),
  ]),
  lobby('mgmLobby', 'MGM', [
    game(401, 'mgm-baccarat-1', 'MGM 바카라', 'baccarat', 1),
    game(402, 'mgm-odd-even-1', 'MGM 홀짝', 'odd-even', 1),
  ]),
  lobby('pbgLobby', 'PBG 파워볼', [
    game(411, 'pbg-powerball-5', 'PBG 파워볼', 'powerball', 5),
    game(412, 'pbg-ladder-5', 'PBG 파워사다리', 'ladder', 5),
  ]),
  lobby('ntryLobby', '엔트리 파워볼', [
    game(421, 'ntry-powerball-5', '엔트리 파워볼 5분', 'powerball', 5),
    game(422, 'ntry-powerball-3', '엔트리 파워볼 3분', 'powerball', 3),
  ]),
  lobby('namedLobby', '네임드', [
    game(431, 'named-powerball-5', '네임드 파워볼 5분', 'powerball', 5),
    game(432, 'named-powerball-3', '네임드 파워볼 3분', 'powerball', 3),
  ]),
  lobby('tokenLobby', '토큰게임', [
    game(441, 'token-powerball-1', '토큰 파워볼', 'powerball', 1),
    game(442, 'token-odd-even-1', '토큰 홀짝', 'odd-even', 1),
  ]),
  lobby('ntryEosLobby', 'EOS 파워볼', [
    game(451, 'eos-powerball-1', 'EOS 파워볼 1분', 'powerball', 1),
    game(452, 'eos-powerball-2', 'EOS 파워볼 2분', 'powerball', 2),
    game(453, 'eos-powerball-3', 'EOS 파워볼 3분', 'powerball', 3),
    game(454, 'eos-powerball-5', 'EOS 파워볼 5분', 'powerball', 5),
  ]),
  lobby('skyparkLobby', '스카이파크', [
    game(461, 'skypark-baccarat-1', '스카이파크 바카라', 'baccarat', 1),
    game(462, 'skypark-odd-even-1', '스카이파크 홀짝', 'odd-even', 1),
  ]),
  lobby('bosscoreLobby', '보스코어', [
    game(471, 'bosscore-ladder-3', '보스코어 사다리', 'ladder', 3),
    game(472, 'bosscore-powerball-5', '보스코어 파워볼', 'powerball', 5),
  ]),
  lobby('gamestarLobby', '게임스타', [
    game(481, 'gamestar-powerball-3', '게임스타 파워볼', 'powerball', 3),
    game(482, 'gamestar-ladder-3', '게임스타 사다리', 'ladder', 3),
  ]),
  lobby('lotusBacarrat', '로투스 바카라', [
    game(491, 'lotus-baccarat-1', '로투스 바카라', 'baccarat', 1),
    game(492, 'lotus-baccarat-nc-1', '로투스 노커미션 바카라', 'baccarat-no-commission', 1),
    game(493, 'lotus-odd-even-1', '로투스 홀짝', 'odd-even', 1),
  ]),
  lobby('dongHaengLobby', '동행복권 파워볼', [
    game(501, 'donghaeng-powerball-5', '동행복권 파워볼', 'powerball', 5),
  ]),
  lobby('gameStartLobby', '게임스타트', [
    game(511, 'gamestart-powerball-2', '게임스타트 파워볼', 'powerball', 2),
    game(512, 'gamestart-ladder-2', '게임스타트 사다리', 'ladder', 2),
  ]),
  lobby('ntryLaderLobby', '엔트리 사다리', [
    game(521, 'ntry-ladder-5', '엔트리 파워사다리', 'ladder', 5),
    game(522, 'ntry-keno-ladder-5', '엔트리 키노사다리', 'keno-ladder', 5),
    game(523, 'ntry-speed-keno-5', '엔트리 스피드키노', 'speed-keno', 5),
  ]),
  lobby('dreamScoreLobby', '드림스코어', [
    game(531, 'dreamscore-powerball-5', '드림스코어 파워볼', 'powerball', 5),
    game(532, 'dreamscore-ladder-3', '드림스코어 사다리', 'ladder', 3),
  ]),
  lobby('namedLaderLobby', '네임드 사다리', [
    game(541, 'named-ladder-5', '네임드 사다리 5분', 'ladder', 5),
    game(542, 'named-ladder-3', '네임드 사다리 3분', 'ladder', 3),
  ]),
];

/** Every game of every lobby. */
export const miniGames: readonly MiniGame[] = miniGameLobbies.flatMap((entry) => entry.games);

/** The lobby with the route slug, if any. */
export function miniGameLobbyOf(slug: string): MiniGameLobby | undefined {
  return miniGameLobbies.find((entry) => entry.slug === slug);
}

/** The game with the type id, if any. */
export function miniGameOf(gameType: number): MiniGame | undefined {
  return miniGames.find((entry) => entry.gameType === gameType);
}

/** The lobby a game belongs to. */
export function lobbyOfGame(gameType: number): MiniGameLobby | undefined {
  return miniGameLobbies.find((entry) => entry.games.some((g) => g.gameType === gameType));
}

/** What a branded lobby says about its draws (issue 15): they are this site's own, verifiable ones. */
export function ownDrawNote(lobbyName: string): string {
  return `${lobbyName} 게임의 결과는 외부 업체의 추첨이 아니라 이 사이트가 직접 추첨한 결과이며, 회차마다 공개된 해시와 시드로 누구나 검증할 수 있습니다.`;
}

/**
 * A virtual game (issue 25): a game type of the round engine's `virtual` family (spec section 2:
 * /games/bet365/{slug}; 111 is their list). `playSeconds` is how long its race or match plays after
 * the off (at speed 1): its bets settle once that has passed.
 */
export type VirtualGame = {
  gameType: number;
  code: string;
  name: string;
  family: 'virtual';
  kind: VirtualKind;
  period: RoundPeriod;
  playSeconds: number;
};

/** The four virtual games: greyhounds every 2 minutes, horses, soccer and basketball every 3. */
export const virtualGames: readonly VirtualGame[] = [
  {
    gameType: 121,
    code: 'dogBet365',
    name: '가상 개경주',
    family: 'virtual',
    kind: 'greyhound',
    period: 2,
    playSeconds: 40,
  },
  {
    gameType: 122,
    code: 'horseBet365',
    name: '가상 경마',
    family: 'virtual',
    kind: 'horse',
    period: 3,
    playSeconds: 60,
  },
  {
    gameType: 123,
    code: 'soccerBet365',
    name: '가상 축구',
    family: 'virtual',
    kind: 'soccer',
    period: 3,
    playSeconds: 90,
  },
  {
    gameType: 124,
    code: 'basketballBet365',
    name: '가상 농구',
    family: 'virtual',
    kind: 'basketball',
    period: 3,
    playSeconds: 80,
  },
];

/** The virtual game with the type id, if any. */
export function virtualGameOf(gameType: number): VirtualGame | undefined {
  return virtualGames.find((entry) => entry.gameType === gameType);
}

/** A game the round engine runs: a mini-game or a virtual game. */
export type RoundGame = MiniGame | VirtualGame;

/** The mini-game or virtual game with the type id, if any. */
export function roundGameOf(gameType: number): RoundGame | undefined {
  return miniGameOf(gameType) ?? virtualGameOf(gameType);
}

/**
 * True when the key is one the game's rounds can have: within a 1-minute day for a mini-game (staff
 * may change its period) and within the widest day for a virtual game (VIRTUAL_SPEED numbers more).
 */
export function isRoundKeyOfGame(gameType: number, roundKey: string): boolean {
  const found = roundGameOf(gameType);
  return found !== undefined && parseRoundKey(roundKey, found.family === 'virtual' ? null : 1) !== null;
}

/** A round of a game as one id, the mini-game entry's gameUid: '{gameType}-{YYYY-MM-DD}-{round}'. */
export function formatGameUid(gameType: number, ref: RoundRef): string {
  return `${gameType}-${roundKeyOf(ref)}`;
}

/**
 * The game (mini or virtual) and round of a gameUid, or null for an unknown game or a round outside its
 * day: of the period given, of the widest day when period is null, else of the game's own period.
 */
export function parseGameUid(
  gameUid: string,
  period?: RoundPeriod | null,
): { game: RoundGame; round: RoundRef } | null {
  const match = /^(\d{3})-(.+)$/.exec(gameUid);
  if (!match) return null;
  const found = roundGameOf(Number(match[1]));
  if (!found) return null;
  const round = parseRoundKey(match[2]!, period === undefined ? found.period : period);
  return round ? { game: found, round } : null;
}
