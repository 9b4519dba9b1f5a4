import {
  isProviderUrl,
  providerCodePattern,
  type StaffCasinoProviderCreate,
  type StaffCasinoProviderView,
  staffCasinoText,
} from '@hanpan/core/api/staff-casino';
import type { CasinoProviderSave } from './api/save-provider.ts';

/** The shortest and longest slot spin staff may set, ms (the contract's bounds). */
export const minSpinBounds = { min: 2_500, max: 10_000 } as const;

/** The provider dialogs' fields as typed. */
export type ProviderForm = {
  name: string;
  isEnabled: boolean;
  publicKey: string;
  launchUrl: string;
  reportUrl: string;
  gamesUrl: string;
  noAutoplay: boolean;
  minSpinMs: string;
  noSmallWinCelebration: boolean;
};

/** The form of a provider as saved. */
export function toProviderForm(provider: StaffCasinoProviderView): ProviderForm {
  return {
    name: provider.name,
    isEnabled: provider.isEnabled,
    publicKey: provider.publicKey,
    launchUrl: provider.launchUrl,
    reportUrl: provider.reportUrl ?? '',
    gamesUrl: provider.gamesUrl ?? '',
    noAutoplay: provider.rules.noAutoplay,
    minSpinMs: String(provider.rules.minSpinMs),
    noSmallWinCelebration: provider.rules.noSmallWinCelebration,
  };
}

/** The form of a new provider: switched on, every protection rule on. */
export const emptyProviderForm: ProviderForm = {
  name: '',
  isEnabled: true,
  publicKey: '',
  launchUrl: '',
  reportUrl: '',
  gamesUrl: '',
  noAutoplay: true,
  minSpinMs: String(minSpinBounds.min),
  noSmallWinCelebration: true,
};

/** True for a PEM public key block (the server checks that it is Ed25519 or RSA >= 2048). */
export function looksLikePublicKeyPem(text: string): boolean {
  return /^-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\s*$/.test(
    text.trim() + '\n',
  );
}

/** The path of our wallet a provider with this code calls (its set-up needs it). */
export const walletPathOf = (code: string) => `/api/casino/wallet/${code || '{code}'}/...`;

type Reading<T> = { ok: true; body: T } | { ok: false; message: string };

/** The fields both dialogs share, read; `allowPath` for the built-in provider's own-origin launch path. */
function readCommon(form: ProviderForm, reason: string, allowPath: boolean) {
  const minSpinText = form.minSpinMs.replace(/[,\s]/g, '');
  const minSpinMs = /^\d+$/.test(minSpinText) ? Number(minSpinText) : Number.NaN;
  if (!(minSpinMs >= minSpinBounds.min && minSpinMs <= minSpinBounds.max)) {
    return { ok: false, message: staffCasinoText.badMinSpinMs } as const;
  }
  const name = form.name.trim();
  if (name === '' || name.length > 50) return { ok: false, message: staffCasinoText.badName } as const;
  const launchUrl = form.launchUrl.trim();
  if (!(isProviderUrl(launchUrl) || (allowPath && /^\/\S*$/.test(launchUrl)))) {
    return { ok: false, message: staffCasinoText.badLaunchUrl } as const;
  }
  const reportUrl = form.reportUrl.trim();
  if (reportUrl !== '' && !isProviderUrl(reportUrl) && !(allowPath && reportUrl.startsWith('/'))) {
    return { ok: false, message: staffCasinoText.badReportUrl } as const;
  }
  const gamesUrl = form.gamesUrl.trim();
  if (gamesUrl !== '' && !isProviderUrl(gamesUrl) && !(allowPath && gamesUrl.startsWith('/'))) {
    return { ok: false, message: staffCasinoText.badGamesUrl } as const;
  }
  const publicKey = form.publicKey.trim();
  if (!looksLikePublicKeyPem(publicKey)) return { ok: false, message: staffCasinoText.badPublicKey } as const;
  if (!reason.trim()) return { ok: false, message: staffCasinoText.reasonRequired } as const;
  return {
    ok: true,
    fields: {
      name,
      isEnabled: form.isEnabled,
      publicKey: `${publicKey}\n`,
      launchUrl,
      reportUrl,
      gamesUrl,
      rules: { noAutoplay: form.noAutoplay, minSpinMs, noSmallWinCelebration: form.noSmallWinCelebration },
      reason: reason.trim(),
    },
  } as const;
}

/**
 * The save body of a typed form, or the Korean reason it cannot be sent (the server checks again).
 * A key the provider manages is sent as stored (the field is read-only; the server refuses a change).
 */
export function readProviderForm(
  provider: Pick<StaffCasinoProviderView, 'id' | 'isKeyManaged' | 'publicKey'>,
  form: ProviderForm,
  reason: string,
): Reading<CasinoProviderSave> {
  const reading = readCommon(
    provider.isKeyManaged ? { ...form, publicKey: provider.publicKey } : form,
    reason,
    provider.isKeyManaged,
  );
  if (!reading.ok) return reading;
  const fields = reading.fields;
  return {
    ok: true,
    body: {
      ...fields,
      id: provider.id,
      publicKey: provider.isKeyManaged ? provider.publicKey : fields.publicKey,
    },
  };
}

/** The create body of a typed new provider, or the Korean reason it cannot be sent. */
export function readNewProviderForm(
  code: string,
  form: ProviderForm,
  reason: string,
): Reading<StaffCasinoProviderCreate> {
  const trimmedCode = code.trim();
  if (!providerCodePattern.test(trimmedCode)) return { ok: false, message: staffCasinoText.badCode };
  const reading = readCommon(form, reason, false);
  if (!reading.ok) return reading;
  if (reading.fields.reportUrl === '') return { ok: false, message: staffCasinoText.badReportUrl };
  return { ok: true, body: { ...reading.fields, code: trimmedCode } };
}
