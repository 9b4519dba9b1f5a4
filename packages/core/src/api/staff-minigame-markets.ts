import { z } from 'zod';
import { isRoundKeyOfGame, miniGameOf, virtualGameOf } from '../minigames/catalogue.ts';
import { miniFamilies } from '../minigames/families.ts';
import type { PickProbability } from '../minigames/markets.ts';
import { parseRoundKey } from '../minigames/schedule.ts';
import { defaultVirtualMarginsBp } from '../virtual/models.ts';
import {
  type MinigameLimits,
  minigameSettingsBounds,
  staffMinigameGameTypeSchema,
  staffMinigameReasonSchema,
} from './staff-minigames.ts';

// The back office's odds, limits and round voiding of one mini-game (issue 15 "Back office"):
// POST /api/staff/minigames/markets (the game's markets with each pick's true probability, odds x100
// and RTP, the market's margin and limits; 'minigames.view'), /markets/save (one market's margin and
// limits with a reason, audited; 'minigames.manage') and /rounds/void (an open round voided and its
// bets refunded, with a reason, audited; 'minigames.manage').

/** Korean messages of the market and void calls. */
export const staffMinigameMarketsText = {
  unknownMarket: '이 게임에 없는 마켓입니다.',
  badMarketMargin: '마켓 마진은 비워 두거나(게임 마진 사용) 0% 이상 20% 이하, 0.01% 단위로 입력해 주세요.',
  badMarketLimit: '마켓 한도는 비워 두거나(게임 한도만 적용) 1원 이상 1조원 이하의 정수(원)로 입력해 주세요.',
  marketSaved: '마켓 설정을 저장했습니다.',
  badRoundKey: '회차 번호가 올바르지 않습니다.',
  roundNotFound: '해당 회차를 찾을 수 없습니다.',
  roundNotOpen: '이미 추첨되었거나 취소된 회차는 취소할 수 없습니다.',
  roundVoided: '회차를 취소(적특)했습니다. 열린 베팅은 모두 환불됩니다.',
} as const;

/** The audit action of a market's settings save. */
export const staffMinigameMarketAuditAction = 'minigame.market';

/** The audit action of a round voided by staff. */
export const staffMinigameVoidAuditAction = 'minigame.round.void';

const marketLimitSchema = z
  .number({ error: staffMinigameMarketsText.badMarketLimit })
  .int({ error: staffMinigameMarketsText.badMarketLimit })
  .min(1, { error: staffMinigameMarketsText.badMarketLimit })
  .max(minigameSettingsBounds.maxLimitWon, { error: staffMinigameMarketsText.badMarketLimit })
  .nullable();

/** A market's own settings: null margin prices it with the game's margin, null limits add none. */
export const minigameMarketSettingSchema = z.object({
  marginBp: z
    .number({ error: staffMinigameMarketsText.badMarketMargin })
    .int({ error: staffMinigameMarketsText.badMarketMargin })
    .min(0, { error: staffMinigameMarketsText.badMarketMargin })
    .max(minigameSettingsBounds.maxMarginBp, { error: staffMinigameMarketsText.badMarketMargin })
    .nullable(),
  maxBet: marketLimitSchema,
  maxWin: marketLimitSchema,
});

/** A market's own settings. */
export type MinigameMarketSetting = { marginBp: number | null; maxBet: number | null; maxWin: number | null };

/** True when the game's family (a virtual game's model) has a market with the key. */
export function isMarketOfGame(gameType: number, marketKey: string): boolean {
  const virtual = virtualGameOf(gameType);
  if (virtual) return Object.hasOwn(defaultVirtualMarginsBp[virtual.kind], marketKey);
  const game = miniGameOf(gameType);
  return game !== undefined && miniFamilies[game.family].markets.some((market) => market.key === marketKey);
}

/** POST /api/staff/minigames/markets: one game's markets. */
export const staffMinigameMarketsRequestSchema = z.object({ gameType: staffMinigameGameTypeSchema });

/** POST /api/staff/minigames/markets/save: one market's settings with the reason. */
export const staffMinigameMarketSaveRequestSchema = z
  .object({
    gameType: staffMinigameGameTypeSchema,
    marketKey: z.string({ error: staffMinigameMarketsText.unknownMarket }).max(64, {
      error: staffMinigameMarketsText.unknownMarket,
    }),
    setting: minigameMarketSettingSchema,
    reason: staffMinigameReasonSchema,
  })
  .refine((body) => isMarketOfGame(body.gameType, body.marketKey), {
    error: staffMinigameMarketsText.unknownMarket,
    path: ['marketKey'],
  });
/** Body of /minigames/markets/save. */
export type StaffMinigameMarketSaveRequest = z.input<typeof staffMinigameMarketSaveRequestSchema>;

/** POST /api/staff/minigames/rounds/void: voids one open round of a game with the reason. */
export const staffMinigameVoidRequestSchema = z
  .object({
    gameType: staffMinigameGameTypeSchema,
    roundKey: z
      .string({ error: staffMinigameMarketsText.badRoundKey })
      .max(20, { error: staffMinigameMarketsText.badRoundKey })
      .refine((roundKey) => parseRoundKey(roundKey, null) !== null, {
        error: staffMinigameMarketsText.badRoundKey,
      }),
    reason: staffMinigameReasonSchema,
  })
  .refine((body) => isRoundKeyOfGame(body.gameType, body.roundKey), {
    error: staffMinigameMarketsText.badRoundKey,
    path: ['roundKey'],
  });
/** Body of /minigames/rounds/void. */
export type StaffMinigameVoidRequest = z.input<typeof staffMinigameVoidRequestSchema>;

/** A pick as staff price it: its true chances, its odds x100 and the expected return per won (RTP). */
export type StaffMinigamePick = {
  code: number;
  name: string;
  probability: PickProbability;
  odds: number;
  rtp: number;
};

/** A market with its own settings, the margin it is priced with and its picks. */
export type StaffMinigameMarket = MinigameMarketSetting & {
  key: string;
  name: string;
  /** The market's margin when set, else the game's. */
  effectiveMarginBp: number;
  updatedAt: string | null;
  picks: StaffMinigamePick[];
};

/** Data of /minigames/markets. */
export type StaffMinigameMarketList = {
  gameType: number;
  gameMarginBp: number;
  limits: MinigameLimits;
  markets: StaffMinigameMarket[];
};
