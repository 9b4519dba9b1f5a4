import { z } from 'zod';

// Casino and slots for members (issue 16; spec sections 2, 3 and 9): the lobbies /casino/skyhub/casino
// and /casino/skyhub/slot list the providers' games, `launch` opens one in the full-page overlay's
// iframe, and the member's casino and slot rounds show in /result/betResult. Money in whole won.

/** The two lobbies: casino table games (category 10, type 301) and slots (category 11, type 302). */
export const casinoCategories = ['casino', 'slot'] as const;

/** A lobby: 'casino' or 'slot'. */
export type CasinoCategory = (typeof casinoCategories)[number];

/** Korean names of the lobbies. */
export const casinoCategoryText = { casino: '카지노', slot: '슬롯' } as const satisfies Record<
  CasinoCategory,
  string
>;

/**
 * What kind of game a tile opens, for its filter chip and generated artwork: table games in the casino
 * lobby, slot kinds in the slot lobby.
 */
export const casinoGameKinds = [
  'baccarat',
  'roulette',
  'blackjack',
  'slot-classic',
  'slot-lines',
  'slot-free-spins',
] as const;

/** One of the game kinds. */
export type CasinoGameKind = (typeof casinoGameKinds)[number];

/** Korean names of the game kinds (the lobby's filter chips). */
export const casinoGameKindText = {
  baccarat: '바카라',
  roulette: '룰렛',
  blackjack: '블랙잭',
  'slot-classic': '클래식 슬롯',
  'slot-lines': '비디오 슬롯',
  'slot-free-spins': '프리스핀',
} as const satisfies Record<CasinoGameKind, string>;

/** Codes of the casino calls (0 success; 2 bad input as every call). */
export const casinoCode = {
  ok: 0,
  /** No such game, or it or its provider is switched off. */
  noGame: 2,
  /** The member may not play (suspended or barred from betting). */
  cannotPlay: 10,
  /** Not logged in: launching needs a member session. */
  loginRequired: 99,
} as const;

/** Korean messages of the casino calls. */
export const casinoText = {
  noGame: '이용할 수 없는 게임입니다.',
  cannotPlay: '게임을 이용할 수 없는 회원입니다.',
  loginRequired: '로그인 후 이용해 주세요.',
  gameRunning: '라이브 게임 진행중',
} as const;

/** A provider as the lobby's filter lists it. */
export type CasinoProviderView = { code: string; name: string };

/** A game tile. */
export type CasinoGameView = {
  id: number;
  /** The provider's own id of the game. */
  code: string;
  name: string;
  provider: CasinoProviderView;
  category: CasinoCategory;
  kind: CasinoGameKind;
  /** Theoretical return to player of the game's rules, basis points (9650 = 96.50 %), for the tile. */
  rtpBp: number | null;
};

/** Body of POST /api/casino/games (public): the enabled games of a lobby. */
export const casinoGamesRequestSchema = z.object({ category: z.enum(casinoCategories) });
/** Body of POST /api/casino/games, parsed. */
export type CasinoGamesRequest = z.infer<typeof casinoGamesRequestSchema>;

/** data of POST /api/casino/games. */
export type CasinoGameList = { providers: CasinoProviderView[]; list: CasinoGameView[] };

/** Body of POST /api/casino/launch (member): real play of one game. */
export const casinoLaunchRequestSchema = z.object({ gameId: z.number().int().positive() });
/** Body of POST /api/casino/launch, parsed. */
export type CasinoLaunchRequest = z.infer<typeof casinoLaunchRequestSchema>;

/** data of POST /api/casino/launch: the URL the overlay's iframe loads (it carries the player token). */
export type CasinoLaunchData = { url: string; game: CasinoGameView; expiresAt: string };

/** data of POST /api/casino/recent (member): games the member played lately, newest first (at most 12). */
export type CasinoRecentData = { list: CasinoGameView[] };

/** One game the member has open (a live player token), for POST /api/casino/open. */
export type CasinoOpenGameView = { game: CasinoGameView; openedAt: string; expiresAt: string };

/** data of POST /api/casino/open (member). */
export type CasinoOpenGamesData = { list: CasinoOpenGameView[] };

/** A casino round's status: open until the provider closes it (a win, or a zero win for a loss). */
export type CasinoRoundStatus = 'open' | 'closed' | 'rolled_back';

/** Korean names of a round's status for the history. */
export const casinoRoundStatusText = {
  open: '진행중',
  closed: '완료',
  rolled_back: '취소',
} as const satisfies Record<CasinoRoundStatus, string>;

/** Body of POST /api/casino/rounds (member): a page of the member's rounds of one lobby. */
export const casinoRoundsRequestSchema = z.object({
  category: z.enum(casinoCategories),
  page: z.number().int().min(1).max(10_000).default(1),
  /** KST dates YYYY-MM-DD, inclusive; both or neither. */
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  until: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});
/** Body of POST /api/casino/rounds, parsed. */
export type CasinoRoundsRequest = z.infer<typeof casinoRoundsRequestSchema>;

/**
 * A round's short number as members and staff quote it: '#' and our round id (the provider's round
 * ids are long UUIDs). The back office's 라운드 search takes it, with or without the '#'.
 */
export function casinoRoundNumber(roundId: string): string {
  return `#${roundId}`;
}

/** The round id of a typed short number ('#1234' or '1234'), or null when the text is not one. */
export function parseCasinoRoundNumber(text: string): string | null {
  const match = /^#?\s*(\d{1,18})$/.exec(text.trim());
  return match ? (match[1] as string).replace(/^0+(?=\d)/, '') : null;
}

/** One round in the member's history. */
export type CasinoRoundView = {
  /** Our round id: its short number is casinoRoundNumber(id). */
  id: string;
  /** The provider's round id. */
  round: string;
  game: { id: number; name: string; kind: CasinoGameKind; providerName: string };
  /** Sum of its bets less rolled-back ones, whole won. */
  stake: number;
  /** Sum of its wins. */
  win: number;
  status: CasinoRoundStatus;
  startedAt: string;
  closedAt: string | null;
};

/** data of POST /api/casino/rounds. */
export type CasinoRoundPage = { list: CasinoRoundView[]; total: number; page: number; pageSize: number };
