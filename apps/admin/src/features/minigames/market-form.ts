import {
  type MinigameMarketSetting,
  minigameMarketSettingSchema,
  staffMinigameMarketsText,
} from '@hanpan/core/api/staff-minigame-markets';
import {
  type MinigameLimits,
  minigameLimitsSchema,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import { formatWon } from '@hanpan/core/money/amount';
import { formatMarginPercent, readMarginPercent } from './minigame-settings-form.ts';

// The 배당·한도 view's numbers as staff read and type them: probabilities and RTP in percent, odds
// x100 as decimals, a market's margin and limits ('' = as the game), a game's five limits in won.

/** A chance (0..1) in percent with two decimals: 0.5384615 -> '53.85%'. */
export function formatPercent(chance: number): string {
  return `${(Math.round(chance * 10_000) / 100).toFixed(2)}%`;
}

/** An RTP below 1 shows the house's edge; at or above 1 the house loses on the pick. */
export function isRtpAboveOne(rtp: number): boolean {
  return rtp >= 1 - 1e-9;
}

/** A won amount typed with or without separators ('1,000' or '1000'); null unless whole digits. */
export function readWon(text: string): number | null {
  const digits = text.trim().replace(/,/g, '');
  return /^\d{1,13}$/.test(digits) ? Number(digits) : null;
}

/** A won amount for a form field: 1000000 -> '1,000,000'. */
export function formatWonInput(amount: number): string {
  return formatWon(amount);
}

/** A market's settings as typed: '' is "as the game". */
export type MarketSettingForm = { marginPercent: string; maxBet: string; maxWin: string };

/** The stored market settings as form values. */
export function toMarketSettingForm(setting: MinigameMarketSetting): MarketSettingForm {
  return {
    marginPercent: setting.marginBp === null ? '' : formatMarginPercent(setting.marginBp),
    maxBet: setting.maxBet === null ? '' : formatWonInput(setting.maxBet),
    maxWin: setting.maxWin === null ? '' : formatWonInput(setting.maxWin),
  };
}

/** A validated form, or the first problem in Korean. */
export type FormReading<T> = { ok: true; value: T } | { ok: false; message: string };

/** Reads a market's form, checked by the server's own schema. */
export function readMarketSettingForm(form: MarketSettingForm): FormReading<MinigameMarketSetting> {
  const isBlank = (text: string) => text.trim() === '';
  const marginBp = isBlank(form.marginPercent) ? null : readMarginPercent(form.marginPercent);
  if (marginBp === null && !isBlank(form.marginPercent)) {
    return { ok: false, message: staffMinigameMarketsText.badMarketMargin };
  }
  const maxBet = isBlank(form.maxBet) ? null : readWon(form.maxBet);
  const maxWin = isBlank(form.maxWin) ? null : readWon(form.maxWin);
  if ((maxBet === null && !isBlank(form.maxBet)) || (maxWin === null && !isBlank(form.maxWin))) {
    return { ok: false, message: staffMinigameMarketsText.badMarketLimit };
  }
  const parsed = minigameMarketSettingSchema.safeParse({ marginBp, maxBet, maxWin });
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? staffMinigameMarketsText.badMarketLimit };
  }
  return { ok: true, value: parsed.data };
}

/** A game's limits as typed. */
export type LimitsForm = Record<keyof MinigameLimits, string>;

/** The fields of the limits form in the order shown, with their Korean labels. */
export const limitFields: readonly { key: keyof MinigameLimits; label: string }[] = [
  { key: 'minBet', label: '최소 베팅금' },
  { key: 'maxBet', label: '최대 베팅금' },
  { key: 'maxWin', label: '최대 당첨금' },
  { key: 'roundMaxBet', label: '회차 최대 베팅금' },
  { key: 'roundMaxWin', label: '회차 최대 당첨금' },
];

/** The stored limits as form values. */
export function toLimitsForm(limits: MinigameLimits): LimitsForm {
  return {
    minBet: formatWonInput(limits.minBet),
    maxBet: formatWonInput(limits.maxBet),
    maxWin: formatWonInput(limits.maxWin),
    roundMaxBet: formatWonInput(limits.roundMaxBet),
    roundMaxWin: formatWonInput(limits.roundMaxWin),
  };
}

/** Reads the limits form, checked by the server's own schema (bounds and their order). */
export function readLimitsForm(form: LimitsForm): FormReading<MinigameLimits> {
  const values: Partial<MinigameLimits> = {};
  for (const { key } of limitFields) {
    const amount = readWon(form[key]);
    if (amount === null) return { ok: false, message: staffMinigamesText.badLimitAmount };
    values[key] = amount;
  }
  const parsed = minigameLimitsSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, message: parsed.error.issues[0]?.message ?? staffMinigamesText.badLimitAmount };
  }
  return { ok: true, value: parsed.data };
}
