import { z } from 'zod';
import { roundGameOf } from '../minigames/catalogue.ts';
import { type RoundPeriod, roundPeriods } from '../minigames/schedule.ts';
import type { MinigameRoundStatus, MinigameRoundView } from './minigames.ts';
import type { PageOf } from './payments.ts';
import { staffText } from './staff-codes.ts';
import { storableText, unusableTextMessage } from './text.ts';

// The back office's mini-game calls (issue 15 "Back office"): POST /api/staff/minigames/games (every
// game of the catalogue with its settings and current round; 'minigames.view'), /games/save (one game's
// switch, period, close seconds, margin and late-void limit with a reason, audited;
// 'minigames.manage') and /rounds (one game's rounds, newest first; 'minigames.view').

/** Korean messages of the mini-game staff calls and screen. */
export const staffMinigamesText = {
  badGame: '게임 번호가 올바르지 않습니다.',
  unknownGame: '존재하지 않는 게임입니다.',
  badPeriod: '회차 주기는 1분, 2분, 3분, 5분 중에서 골라 주세요.',
  badCloseSeconds: '베팅 마감은 추첨 5초 전부터 (주기 - 10초) 전 사이의 초로 입력해 주세요.',
  badMargin: '마진은 0% 이상 20% 이하, 0.01% 단위로 입력해 주세요.',
  badLateVoid: '지연 무효 기준은 비워 두거나 60초 이상 86,400초 이하로 입력해 주세요.',
  badEnabled: '운영 여부를 선택해 주세요.',
  reasonRequired: staffText.reasonRequired,
  periodChangeWhileRunning:
    '회차 번호가 하루 중간에 바뀌지 않도록, 회차 주기는 게임을 끈 상태에서 오늘(KST) 회차가 하나도 없을 때만 바꿀 수 있습니다. 게임을 먼저 끄고 다음 날(KST 0시 이후)에 주기를 바꿔 주세요.',
  saved: '게임 설정을 저장했습니다.',
  badLimitAmount: '베팅 한도는 1원 이상 1조원 이하의 정수(원)로 입력해 주세요.',
  badMaxBet: '최대 베팅금은 최소 베팅금 이상이어야 합니다.',
  badMaxWin: '최대 당첨금은 최소 베팅금 이상이어야 합니다.',
  badRoundMaxBet: '회차 최대 베팅금은 최대 베팅금 이상이어야 합니다.',
  badRoundMaxWin: '회차 최대 당첨금은 최대 당첨금 이상이어야 합니다.',
} as const;

/** The audit action of a game settings save. */
export const staffMinigamesAuditAction = 'minigame.settings';

/** Bounds of the settings (the close seconds' upper bound depends on the period). */
export const minigameSettingsBounds = {
  minCloseSeconds: 5,
  /** Betting must stay open at least this long per round. */
  minOpenSeconds: 10,
  maxMarginBp: 2000,
  minLateVoidSeconds: 60,
  maxLateVoidSeconds: 86_400,
  /** The largest bet limit (whole won) staff may set. */
  maxLimitWon: 1_000_000_000_000,
} as const;

/** The latest close (seconds before the draw) a period allows. */
export function maxCloseSeconds(periodMinutes: RoundPeriod): number {
  return periodMinutes * 60 - minigameSettingsBounds.minOpenSeconds;
}

/** A game type of the catalogue. */
export const staffMinigameGameTypeSchema = z
  .number({ error: staffMinigamesText.badGame })
  .int({ error: staffMinigamesText.badGame })
  .refine((gameType) => roundGameOf(gameType) !== undefined, { error: staffMinigamesText.unknownGame });

/** The reason every mini-game staff change carries (audited). */
export const staffMinigameReasonSchema = storableText(unusableTextMessage('사유'), {
  kind: 'multiline',
  typeMessage: staffText.reasonRequired,
})
  .trim()
  .min(1, staffText.reasonRequired)
  .max(500, '사유는 500자 이내로 입력해 주세요.');

/** A limit in whole won: an integer from 1 to the bound (sent as a JSON number). */
export const limitWonSchema = z
  .number({ error: staffMinigamesText.badLimitAmount })
  .int({ error: staffMinigamesText.badLimitAmount })
  .min(1, { error: staffMinigamesText.badLimitAmount })
  .max(minigameSettingsBounds.maxLimitWon, { error: staffMinigamesText.badLimitAmount });

/**
 * A game's bet limits in whole won (spec section 8, codes 7 and 8): per bet the stake from minBet to
 * maxBet and the potential win up to maxWin; per member and round the total stake up to roundMaxBet
 * and the total potential win up to roundMaxWin.
 */
export const minigameLimitsSchema = z
  .object({
    minBet: limitWonSchema,
    maxBet: limitWonSchema,
    maxWin: limitWonSchema,
    roundMaxBet: limitWonSchema,
    roundMaxWin: limitWonSchema,
  })
  .superRefine((limits, context) => {
    const rule = (isBroken: boolean, path: string, message: string) => {
      if (isBroken) context.addIssue({ code: 'custom', path: [path], message });
    };
    rule(limits.maxBet < limits.minBet, 'maxBet', staffMinigamesText.badMaxBet);
    rule(limits.maxWin < limits.minBet, 'maxWin', staffMinigamesText.badMaxWin);
    rule(limits.roundMaxBet < limits.maxBet, 'roundMaxBet', staffMinigamesText.badRoundMaxBet);
    rule(limits.roundMaxWin < limits.maxWin, 'roundMaxWin', staffMinigamesText.badRoundMaxWin);
  });

/** A game's bet limits, whole won. */
export type MinigameLimits = {
  minBet: number;
  maxBet: number;
  maxWin: number;
  roundMaxBet: number;
  roundMaxWin: number;
};

/** One game's settings as staff set them (limits left out: unchanged). */
export const minigameSettingsSchema = z
  .object({
    isEnabled: z.boolean({ error: staffMinigamesText.badEnabled }),
    periodMinutes: z
      .number({ error: staffMinigamesText.badPeriod })
      .refine((value): value is RoundPeriod => (roundPeriods as readonly number[]).includes(value), {
        error: staffMinigamesText.badPeriod,
      }),
    closeSeconds: z
      .number({ error: staffMinigamesText.badCloseSeconds })
      .int({ error: staffMinigamesText.badCloseSeconds })
      .min(minigameSettingsBounds.minCloseSeconds, { error: staffMinigamesText.badCloseSeconds }),
    marginBp: z
      .number({ error: staffMinigamesText.badMargin })
      .int({ error: staffMinigamesText.badMargin })
      .min(0, { error: staffMinigamesText.badMargin })
      .max(minigameSettingsBounds.maxMarginBp, { error: staffMinigamesText.badMargin }),
    lateVoidSeconds: z
      .number({ error: staffMinigamesText.badLateVoid })
      .int({ error: staffMinigamesText.badLateVoid })
      .min(minigameSettingsBounds.minLateVoidSeconds, { error: staffMinigamesText.badLateVoid })
      .max(minigameSettingsBounds.maxLateVoidSeconds, { error: staffMinigamesText.badLateVoid })
      .nullable(),
    limits: minigameLimitsSchema.optional(),
  })
  .refine((settings) => settings.closeSeconds <= maxCloseSeconds(settings.periodMinutes as RoundPeriod), {
    error: staffMinigamesText.badCloseSeconds,
    path: ['closeSeconds'],
  });

/** A game's settings; a save without limits leaves them as they are. */
export type MinigameSettings = {
  isEnabled: boolean;
  periodMinutes: RoundPeriod;
  closeSeconds: number;
  marginBp: number;
  lateVoidSeconds: number | null;
  limits?: MinigameLimits;
};

/** POST /api/staff/minigames/games/save: one game's settings with the reason. */
export const staffMinigameSaveRequestSchema = z.object({
  gameType: staffMinigameGameTypeSchema,
  settings: minigameSettingsSchema,
  reason: staffMinigameReasonSchema,
});
/** Body of /minigames/games/save. */
export type StaffMinigameSaveRequest = z.input<typeof staffMinigameSaveRequestSchema>;

/** POST /api/staff/minigames/rounds: one page of a game's rounds, newest first. */
export const staffMinigameRoundsRequestSchema = z.object({
  gameType: staffMinigameGameTypeSchema,
  page: z.number().int().min(1).max(100_000).default(1),
});
/** Body of /minigames/rounds. */
export type StaffMinigameRoundsRequest = z.input<typeof staffMinigameRoundsRequestSchema>;

/** One game of /minigames/games: catalogue entry, settings and the current (latest) round. */
export type StaffMinigameGame = Omit<MinigameSettings, 'limits'> & {
  limits: MinigameLimits;
  gameType: number;
  code: string;
  name: string;
  family: string;
  lobbySlug: string;
  lobbyName: string;
  updatedAt: string;
  currentRound: { roundKey: string; status: MinigameRoundStatus; drawAt: string } | null;
};

/** Data of /minigames/games, in the catalogue's lobby order. */
export type StaffMinigameGameList = { list: StaffMinigameGame[] };

/**
 * One round in the staff list; seed and result only once the round is drawn or voided. Its bets: how
 * many, their stakes and what was paid out (refunds of a void round included), whole won.
 */
export type StaffMinigameRound = MinigameRoundView & {
  betCount: number;
  totalStake: number;
  totalPayout: number;
  /** Stakes less payouts once the round is drawn or void (null while open): the house's gross win. */
  ggr: number | null;
};

/** Data of /minigames/rounds: one page, newest first. */
export type StaffMinigameRoundList = PageOf<StaffMinigameRound>;
