import { type ReferralSettings, referralSettingsSchema } from '@hanpan/core/api/referral';

/** The referral settings form's fields as typed. */
export type ReferralDraft = { isHeader: boolean; ratePercent: string; days: string; capPerReferee: string };

/** The form's fields of stored settings (the rate in percent). */
export const draftOf = (settings: ReferralSettings): ReferralDraft => ({
  isHeader: settings.isHeader,
  ratePercent: String(settings.rateBp / 100),
  days: String(settings.days),
  capPerReferee: String(settings.capPerReferee),
});

/** The form's values as settings, or null when a number is not one the server takes. */
export function readReferralDraft(draft: ReferralDraft): ReferralSettings | null {
  const toNumber = (text: string) =>
    /^\d+(\.\d+)?$/.test(text.trim().replaceAll(',', ''))
      ? Number(text.trim().replaceAll(',', ''))
      : Number.NaN;
  const parsed = referralSettingsSchema.safeParse({
    isHeader: draft.isHeader,
    rateBp: Math.round(toNumber(draft.ratePercent) * 100),
    days: toNumber(draft.days),
    capPerReferee: toNumber(draft.capPerReferee),
  });
  return parsed.success ? parsed.data : null;
}
