import { z } from 'zod';

// Mini-game bets (issue 15, spec sections 3, 7 and 8): POST /api/bet/addGame {choosed, gameUid, amount}
// and the member's own bets. The client sends the pick's code, never its odds: the server prices the
// pick from the game's family and margin. Money in whole won, odds x100.

/** The spec's mini-game bet codes (section 8), 0 when the bet is placed. */
export const minigameBetCode = {
  ok: 0,
  noGame: 2,
  insufficientBalance: 3,
  closedByStaff: 5,
  notBettable: 6,
  betLimits: 7,
  roundLimits: 8,
  cannotPlay: 10,
} as const;

/** Korean messages of the mini-game bet codes. */
export const minigameBetText = {
  placed: '베팅이 완료되었습니다.',
  noGame: '베팅할 게임이 없습니다.',
  oddChanged: '배당이 변경되었습니다. 배당을 확인한 후 다시 베팅해 주세요.',
  insufficientBalance: '보유금액이 부족합니다.',
  closedByStaff: '관리자에 의해 마감된 게임입니다.',
  notBettable: '베팅이 마감된 회차입니다.',
  betLimits: '최소·최대 베팅금액과 최대 당첨금액을 확인해 주세요.',
  roundLimits: '같은 회차의 최대 베팅금액과 최대 당첨금액을 확인해 주세요.',
  cannotPlay: '게임을 이용할 수 없는 회원입니다.',
} as const;

/** Korean names of a mini-game bet's status. */
export const minigameBetStatusText = {
  open: '대기',
  won: '적중',
  lost: '미적중',
  void: '적특',
  half_won: '반적중',
} as const;

/** A mini-game bet's status: open until its round is drawn (void when the round is voided). */
export type MinigameBetStatus = keyof typeof minigameBetStatusText;

/**
 * Body of POST /api/bet/addGame. A malformed pick or gameUid is code 2 (nothing to bet on); an amount
 * that is not a whole number of won is code 7 (outside the bet limits), like one below the minimum.
 */
export const addGameRequestSchema = z.object({
  choosed: z.number({ error: minigameBetText.noGame }).int({ error: minigameBetText.noGame }),
  gameUid: z.string({ error: minigameBetText.noGame }).min(1).max(40, { error: minigameBetText.noGame }),
  amount: z.unknown(),
  /**
   * The odds x100 the member saw (spec section 3's mini-game entry {odd, gameUid}), optional: never the
   * price, which the server sets. On a virtual event a bet whose odd differs from it is refused (code
   * 2, oddChanged); a mini-game's is ignored.
   */
  odd: z.unknown().optional(),
});
/** Body of POST /api/bet/addGame. */
export type AddGameRequest = { choosed: number; gameUid: string; amount: number; odd?: number };

/** One mini-game bet as the member sees it. */
export type MinigameBetView = {
  id: string;
  gameType: number;
  gameName: string;
  roundKey: string;
  gameUid: string;
  pick: number;
  pickName: string;
  marketName: string;
  /** Odds x100 the bet was taken at. */
  odds: number;
  stake: number;
  potentialWin: number;
  status: MinigameBetStatus;
  /** What the settlement paid (null while open). */
  payout: number | null;
  placedAt: string;
  settledAt: string | null;
};

/** data of a placed POST /api/bet/addGame. */
export type AddGameData = { message: string; bet: MinigameBetView };

/** Body of POST /api/minigames/bets: the member's own bets, of one round or the latest. */
export const minigameBetsRequestSchema = z.object({
  gameUid: z.string({ error: minigameBetText.noGame }).max(40).optional(),
  limit: z.number().int().min(1).max(100).default(50),
});

/** data of POST /api/minigames/bets, newest first. */
export type MinigameBetList = { list: MinigameBetView[] };
