import { z } from 'zod';
import { miniGames } from '../minigames/catalogue.ts';
import type { FamilyId } from '../minigames/markets.ts';
import type { CasinoRoundView } from './casino.ts';
import type { MinigameBetView } from './minigame-bets.ts';

// The member's bet history (spec sections 2 and 7: /result/betResult, POST /api/bet/list with gameType).
// Money in whole won, odds x100, times ISO 8601 (shown in KST). Bet ids are strings (bigint).

/**
 * The spec's game categories (section 3) as the gameType of POST /bet/list. Our sports bets do not carry
 * a market category (one combination mixes main, period and extra markets), so 0, 1 and 2 each list
 * every prematch bet and 3, 4 and 5 every in-play one. From 6 the mini-game families in the spec's
 * order (powerball, ladder, keno, baccarat); 10 and 11 are casino and slot, so odd/even takes the next
 * free number, 12, and virtual games 13 (the spec assigns neither). Holdem (29) is not offered: its
 * list is always empty.
 */
export const betListGameType = {
  prematch: 0,
  prematchPeriod: 1,
  prematchExtra: 2,
  inplay: 3,
  inplayPeriod: 4,
  inplayExtra: 5,
  powerball: 6,
  ladder: 7,
  keno: 8,
  baccarat: 9,
  casino: 10,
  slot: 11,
  oddEven: 12,
  virtual: 13,
  holdem: 29,
} as const;

/** A gameType value. */
export type BetListGameType = (typeof betListGameType)[keyof typeof betListGameType];

/** What a game type lists: sports bets, mini-game bets, casino or slot rounds, or nothing yet. */
export type BetListProduct = 'prematch' | 'inplay' | 'minigame' | 'virtual' | 'casino' | 'slot' | 'holdem';

/** The product each game type lists. */
export const betListProductOf: Record<BetListGameType, BetListProduct> = {
  0: 'prematch',
  1: 'prematch',
  2: 'prematch',
  3: 'inplay',
  4: 'inplay',
  5: 'inplay',
  6: 'minigame',
  7: 'minigame',
  8: 'minigame',
  9: 'minigame',
  10: 'casino',
  11: 'slot',
  12: 'minigame',
  13: 'virtual',
  29: 'holdem',
};

/** The game category of each mini-game family (keno ladder is drawn as keno; no-commission baccarat is baccarat). */
export const minigameFamilyGameType = {
  powerball: 6,
  ladder: 7,
  'speed-keno': 8,
  'keno-ladder': 8,
  baccarat: 9,
  'baccarat-no-commission': 9,
  'odd-even': 12,
} as const satisfies Record<FamilyId, BetListGameType>;

/** A mini-game family's game category. */
export type MinigameFamilyGameType = (typeof minigameFamilyGameType)[FamilyId];

/** The mini-game categories with their Korean names, in the spec's order (the 미니게임 tab's chips). */
export const minigameCategories: readonly { gameType: MinigameFamilyGameType; name: string }[] = [
  { gameType: 6, name: '파워볼' },
  { gameType: 7, name: '사다리' },
  { gameType: 8, name: '키노' },
  { gameType: 9, name: '바카라' },
  { gameType: 12, name: '홀짝' },
];

/** Every mini-game category: the set the 미니게임 tab's 전체 sends. */
export const minigameGameTypes: readonly MinigameFamilyGameType[] = minigameCategories.map(
  (category) => category.gameType,
);

/** The mini-games (catalogue type ids, 101 onward) of the mini-game categories asked for. */
export function miniGamesOfCategories(categories: readonly number[]): number[] {
  return miniGames
    .filter((game) => categories.includes(minigameFamilyGameType[game.family]))
    .map((game) => game.gameType);
}

/** Korean tab names of the history, in tab order. */
export const betListGameTypeText = {
  prematch: '스포츠',
  inplay: '라이브',
  minigame: '미니게임',
  virtual: '가상게임',
  casino: '카지노',
  slot: '슬롯',
} as const satisfies Partial<Record<BetListProduct, string>>;

/** The statuses a member may filter on ('all' for every status). */
export const betHistoryStatuses = ['open', 'won', 'lost', 'void', 'partial', 'cancelled'] as const;

/** A bet's status as the history shows it. */
export type BetHistoryStatus = (typeof betHistoryStatuses)[number];

/** Korean names of the bet statuses (대기 pending, 적중 won, 미적중 lost, 적특 void/refunded). */
export const betHistoryStatusText: Record<BetHistoryStatus, string> = {
  open: '대기',
  won: '적중',
  lost: '미적중',
  void: '적특',
  partial: '부분적중',
  cancelled: '취소',
};

/** A leg's status. */
export type BetHistoryLegStatus = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'cancelled';

/** Korean names of the leg statuses. */
export const betHistoryLegStatusText: Record<BetHistoryLegStatus, string> = {
  open: '대기',
  won: '적중',
  lost: '미적중',
  void: '적특',
  half_won: '반적중',
  half_lost: '반미적중',
  cancelled: '취소',
};

/** Korean messages of the history calls. */
export const betHistoryText = {
  badRequest: '조회 조건을 확인해 주세요.',
  badDate: '날짜는 YYYY-MM-DD 형식으로 입력해 주세요.',
  fromAfterTo: '시작일이 종료일보다 늦습니다.',
  rangeTooLong: '조회 기간은 최대 92일입니다.',
  unknownBet: '베팅 내역을 찾을 수 없습니다.',
  stillOpen: '진행 중인 베팅은 숨길 수 없습니다.',
  hidden: '베팅 내역을 숨겼습니다.',
} as const;

/** Codes of the history calls beyond 0 (ok); every non-zero reply carries data.message. */
export const betHistoryCode = { ok: 0, badRequest: 2, unknownBet: 3, stillOpen: 4 } as const;

/** The longest date range one request may ask for, in days. */
export const maxHistoryRangeDays = 92;

/** The most bets one page holds. */
export const maxHistoryPageSize = 50;

const kstDate = z
  .string({ error: betHistoryText.badDate })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: betHistoryText.badDate })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00+09:00`)), { error: betHistoryText.badDate });

const dayMs = 86_400_000;

const gameTypeSchema = z.union(
  Object.values(betListGameType).map((value) => z.literal(value)),
  { error: betHistoryText.badRequest },
);

// A set is for mini-games only: the 미니게임 tab asks for every family (or some) in one list.
const minigameSetSchema = z
  .array(z.union(minigameGameTypes.map((value) => z.literal(value))), { error: betHistoryText.badRequest })
  .min(1, { error: betHistoryText.badRequest })
  .max(minigameGameTypes.length, { error: betHistoryText.badRequest });

/**
 * POST /api/bet/list: gameType (required: a game category, or a set of mini-game ones), status ('all' default), KST dates from..to (inclusive, by
 * the time the bet was accepted; default none), page from 1, pageSize up to 50 (default 20).
 */
export const betListRequestSchema = z
  .object({
    gameType: z.union([gameTypeSchema, minigameSetSchema], { error: betHistoryText.badRequest }),
    status: z.enum(['all', ...betHistoryStatuses], { error: betHistoryText.badRequest }).default('all'),
    from: kstDate.nullable().default(null),
    to: kstDate.nullable().default(null),
    page: z.number({ error: betHistoryText.badRequest }).int().min(1).max(100_000).default(1),
    pageSize: z.number({ error: betHistoryText.badRequest }).int().min(1).max(maxHistoryPageSize).default(20),
  })
  .refine((filter) => !filter.from || !filter.to || filter.from <= filter.to, {
    error: betHistoryText.fromAfterTo,
    path: ['from'],
  })
  .refine(
    (filter) =>
      !filter.from ||
      !filter.to ||
      Date.parse(`${filter.to}T00:00:00Z`) - Date.parse(`${filter.from}T00:00:00Z`) <
        maxHistoryRangeDays * dayMs,
    { error: betHistoryText.rangeTooLong, path: ['to'] },
  );
/** Body of POST /api/bet/list. */
export type BetListRequest = z.input<typeof betListRequestSchema>;

/** One leg of a bet in the history, with its fixture's live or final score. */
export type BetHistoryLeg = {
  legNo: number;
  fixtureId: string;
  sportId: number;
  leagueName: string;
  homeName: string;
  awayName: string;
  /** Kick-off, ISO. */
  startAt: string;
  /** TRADE360 fixture status (1 not started, 2 in progress, 3 finished, ...). */
  fixtureStatus: number;
  /** The live score while in progress, the final one once finished; null before kick-off. */
  score: { home: number; away: number } | null;
  marketId: number;
  /** Korean market name (core marketName). */
  marketName: string;
  /** Korean pick label as the odds tables show it (e.g. 홈승, 오버 2.5). */
  pickLabel: string;
  baseLine: string | null;
  /** Odds x100 accepted. */
  odds: number;
  isInplay: boolean;
  status: BetHistoryLegStatus;
};

/** One bet in the history. */
export type BetHistoryItem = {
  id: string;
  kind: 'prematch' | 'inplay';
  status: BetHistoryStatus;
  stake: number;
  /** Odds x100 accepted, bonus included. */
  totalOdds: number;
  /** Bonus x100 (100 = none). */
  bonusRate: number;
  potentialPayout: number;
  /** What the settlement paid (null while never settled). */
  payout: number | null;
  /** The odds x100 the settlement paid at (void legs at 1.00); null while open. */
  settledOdds: number | null;
  isOddsChanged: boolean;
  placedAt: string;
  settledAt: string | null;
  /** True once settled more than once (the feed or staff corrected a result). */
  isResettled: boolean;
  legs: BetHistoryLeg[];
};

/** data of POST /api/bet/list. */
export type BetListData = {
  list: BetHistoryItem[];
  page: number;
  pageSize: number;
  total: number;
  /** Mini-game categories: the page of mini-game bets (round, pick, odds, result, payout); list stays empty. */
  games?: MinigameBetView[];
  /** Casino (10) and slot (11): the page of the member's rounds; list stays empty. */
  rounds?: CasinoRoundView[];
};

/** POST /api/bet/hide: hides one settled bet of the member from the history (never deletes it). */
export const betHideRequestSchema = z.object({
  betId: z
    .string({ error: betHistoryText.unknownBet })
    .regex(/^\d{1,19}$/, { error: betHistoryText.unknownBet }),
});
