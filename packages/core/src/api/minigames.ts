import { z } from 'zod';
import { isRoundKeyOfGame, roundGameOf } from '../minigames/catalogue.ts';
import { parseRoundKey } from '../minigames/schedule.ts';
import type { VirtualEventView, VirtualGameView } from './virtual.ts';

// The public mini-game round calls (issue 15), no login needed: POST /api/minigames/games (the enabled
// games and their current rounds), /api/minigames/rounds (a game's recent drawn rounds) and
// /api/minigames/verify (what verifyRound needs for one round). A round's seed appears only once the
// round is drawn (or voided); before that only its commitment SHA-256(seed) is public.

/** Korean messages of the mini-game round calls. */
export const minigameText = {
  badGame: '게임 번호가 올바르지 않습니다.',
  unknownGame: '존재하지 않는 게임입니다.',
  badRoundKey: '회차 번호가 올바르지 않습니다.',
  badLimit: '조회 개수는 1에서 100 사이로 입력해 주세요.',
  roundNotFound: '해당 회차를 찾을 수 없습니다.',
} as const;

/** Codes of the mini-game round calls (0 success, 2 bad input as everywhere). */
export const minigameCode = { ok: 0, invalidInput: 2, roundNotFound: 3 } as const;

/** `/topic/minigames/{gameType}`: {@link MinigameRoundMessage}s of one game. */
export function minigameTopic(gameType: number): string {
  return `/topic/minigames/${gameType}`;
}

/** Where a round stands: taking bets until close, drawn, or void (bets refunded). */
export type MinigameRoundStatus = 'open' | 'drawn' | 'void';

/** A round as the public calls show it; `seed` and `result` are null until the round is drawn. */
export type MinigameRoundView = {
  gameType: number;
  roundKey: string;
  /** The mini-game entry's gameUid: '{gameType}-{roundKey}'. */
  gameUid: string;
  status: MinigameRoundStatus;
  /** ISO instants. */
  closeAt: string;
  drawAt: string;
  drawnAt: string | null;
  /** SHA-256 of the seed, published before the round opens for bets. */
  commitment: string;
  seed: string | null;
  result: unknown;
  summary: unknown;
  /** A virtual game's event (issue 25): its card, markets, result and finish; absent on a mini-game's round. */
  virtual?: VirtualEventView;
};

/** Body on {@link minigameTopic}: a round was drawn or voided. */
export type MinigameRoundMessage = { type: 'roundDrawn' | 'roundVoided'; round: MinigameRoundView };

/**
 * One enabled game of /api/minigames/games with its current round (the next to be drawn; null for the
 * moment between a draw and the engine's next tick). The round after it is not shown: its commitment
 * is the current round's seed (hash chain), so it is created only once the current round is drawn.
 */
export type MinigameGameView = {
  gameType: number;
  code: string;
  name: string;
  family: string;
  periodMinutes: number;
  closeSeconds: number;
  current: MinigameRoundView | null;
  /** The markets as odds buttons: each pick's code (the bet's `choosed`), Korean name and odds x100. */
  markets: MinigameMarketView[];
  /** A virtual game's events (issue 25; family 'virtual', whose `markets` are empty: each event has its own). */
  virtual?: VirtualGameView;
};

/** A market of a game with its picks' prices (odds x100, from the true probability and the margin). */
export type MinigameMarketView = {
  key: string;
  name: string;
  picks: { code: number; name: string; odds: number }[];
};

/** data of /api/minigames/games. */
export type MinigameGameList = { list: MinigameGameView[] };

/** data of /api/minigames/rounds: drawn and void rounds, newest first. */
export type MinigameRoundList = { list: MinigameRoundView[] };

/** data of /api/minigames/verify: the round and its hash chain, as verifyRound takes them. */
export type MinigameVerifyData = {
  round: MinigameRoundView;
  /** The message of HMAC block 0 ('{gameType}:{roundKey}:0'); block k ends in k. */
  message: string;
  /** The chain's published anchor and how many SHA-256 steps lead the seed to it. */
  anchor: string;
  chainSteps: number;
};

const gameTypeSchema = z
  .number({ error: minigameText.badGame })
  .int({ error: minigameText.badGame })
  .refine((gameType) => roundGameOf(gameType) !== undefined, { error: minigameText.unknownGame });

/**
 * Body of /api/minigames/games: every enabled game, or only those of a family ('virtual': the virtual games;
 * 'mini': every mini-game and no virtual game).
 */
export const minigameGamesRequestSchema = z.object({ family: z.string().max(40).optional() });

/** Body of /api/minigames/rounds. */
export const minigameRoundsRequestSchema = z.object({
  gameType: gameTypeSchema,
  limit: z
    .number({ error: minigameText.badLimit })
    .int({ error: minigameText.badLimit })
    .min(1, { error: minigameText.badLimit })
    .max(100, { error: minigameText.badLimit })
    .default(20),
});

/**
 * Body of /api/minigames/verify: a round key 'YYYY-MM-DD-r' (r within a 1-minute day, the longest, or a
 * virtual game's day at the fastest VIRTUAL_SPEED).
 */
export const minigameVerifyRequestSchema = z
  .object({
    gameType: gameTypeSchema,
    roundKey: z
      .string({ error: minigameText.badRoundKey })
      .max(20, { error: minigameText.badRoundKey })
      .refine((roundKey) => parseRoundKey(roundKey, null) !== null, { error: minigameText.badRoundKey }),
  })
  .refine((body) => isRoundKeyOfGame(body.gameType, body.roundKey), {
    error: minigameText.badRoundKey,
    path: ['roundKey'],
  });
