import {
  type MinigameSettings,
  minigameSettingsBounds,
  minigameSettingsSchema,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import { defaultOdds, returnToPlayer } from '@hanpan/core/minigames/markets';

/** The 설정 변경 form as typed: numbers as text, margin in percent ('2.5'), '' for no late-void limit. */
export type MinigameSettingsForm = {
  periodMinutes: string;
  closeSeconds: string;
  marginPercent: string;
  lateVoidSeconds: string;
};

/** A validated form, or the first problem in Korean. */
export type MinigameSettingsReading =
  | { ok: true; settings: MinigameSettings }
  | { ok: false; message: string };

/** Basis points as a percent text: 250 -> '2.5', 300 -> '3'. */
export function formatMarginPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** A percent text as basis points ('2.5' -> 250); null unless a number with at most two decimals. */
export function readMarginPercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A whole number text (digits only); null otherwise. */
function readWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** The stored settings as form values. */
export function toMinigameSettingsForm(settings: MinigameSettings): MinigameSettingsForm {
  return {
    periodMinutes: String(settings.periodMinutes),
    closeSeconds: String(settings.closeSeconds),
    marginPercent: formatMarginPercent(settings.marginBp),
    lateVoidSeconds: settings.lateVoidSeconds === null ? '' : String(settings.lateVoidSeconds),
  };
}

/** Reads the form into settings (keeping the game's switch), checked by the server's own schema. */
export function readMinigameSettingsForm(
  form: MinigameSettingsForm,
  isEnabled: boolean,
): MinigameSettingsReading {
  const periodMinutes = readWhole(form.periodMinutes);
  if (periodMinutes === null) return { ok: false, message: staffMinigamesText.badPeriod };
  const closeSeconds = readWhole(form.closeSeconds);
  if (closeSeconds === null) return { ok: false, message: staffMinigamesText.badCloseSeconds };
  const marginBp = readMarginPercent(form.marginPercent);
  if (marginBp === null) return { ok: false, message: staffMinigamesText.badMargin };
  const lateVoidSeconds = form.lateVoidSeconds.trim() === '' ? null : readWhole(form.lateVoidSeconds);
  if (lateVoidSeconds === null && form.lateVoidSeconds.trim() !== '') {
    return { ok: false, message: staffMinigamesText.badLateVoid };
  }
  const parsed = minigameSettingsSchema.safeParse({
    isEnabled,
    periodMinutes,
    closeSeconds,
    marginBp,
    lateVoidSeconds,
  });
  if (!parsed.success)
    return { ok: false, message: parsed.error.issues[0]?.message ?? staffMinigamesText.badPeriod };
  return { ok: true, settings: parsed.data as MinigameSettings };
}

/** A margin for the games table: 250 -> '2.5%'. */
export function describeMargin(basisPoints: number): string {
  return `${formatMarginPercent(basisPoints)}%`;
}

/**
 * What a typed margin means on a 50/50 pick ('1.95 (환수율 97.5%)'), as the default odds are computed
 * from the true probability (core defaultOdds); null while the margin is unreadable.
 */
export function describeEvenOdds(marginPercent: string): string | null {
  const marginBp = readMarginPercent(marginPercent);
  if (marginBp === null || marginBp > minigameSettingsBounds.maxMarginBp) return null;
  const chance = { won: 0.5, halfWon: 0, void: 0, lost: 0.5 };
  const odds = defaultOdds(chance, marginBp);
  const rtp = Math.round(returnToPlayer(chance, odds) * 1000) / 10;
  return `${(odds / 100).toFixed(2)} (환수율 ${rtp}%)`;
}
