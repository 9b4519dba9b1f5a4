import { z } from 'zod';
import type { MinigameBetView } from './minigame-bets.ts';

// The member's bet history (spec sections 2 and 7: /result/betResult, POST /api/bet/list with gameType).
// Money in whole won, odds x100, times ISO 8601 (shown in KST). Bet ids are strings (bigint).

/**
 * The spec's gameType of POST /bet/list. 3 is in-play as in the cart's GameType (spec section 3); the
 * others are ours. Mini-game bets (4) come in `games`; virtual and casino bets come with their own
 * issues: until then their lists are empty, never made up.
 */
export const betListGameType = { prematch: 1, inplay: 3, minigame: 4, virtual: 5, casino: 6 } as const;

/** A gameType value. */
export type BetListGameType = (typeof betListGameType)[keyof typeof betListGameType];

/** Korean tab names of the game types, in tab order. */
export const betListGameTypeText: Record<keyof typeof betListGameType, string> = {
  prematch: '스포츠',
  inplay: '라이브',
  minigame: '미니게임',
  virtual: '가상게임',
  casino: '카지노',
};

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

/**
 * POST /api/bet/list: gameType (required), status ('all' default), KST dates from..to (inclusive, by
 * the time the bet was accepted; default none), page from 1, pageSize up to 50 (default 20).
 */
export const betListRequestSchema = z
  .object({
    gameType: z.union(
      Object.values(betListGameType).map((value) => z.literal(value)),
      { error: betHistoryText.badRequest },
    ),
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
  /** gameType 4 (mini-games): the page of mini-game bets (round, pick, odds, result, payout); list stays empty. */
  games?: MinigameBetView[];
};

/** POST /api/bet/hide: hides one settled bet of the member from the history (never deletes it). */
export const betHideRequestSchema = z.object({
  betId: z
    .string({ error: betHistoryText.unknownBet })
    .regex(/^\d{1,19}$/, { error: betHistoryText.unknownBet }),
});
/** Body of POST /api/bet/hide. */
export type BetHideRequest = z.input<typeof betHideRequestSchema>;
