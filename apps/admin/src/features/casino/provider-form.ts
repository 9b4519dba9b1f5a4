import { type StaffCasinoProviderView, staffCasinoText } from '@hanpan/core/api/staff-casino';
import type { CasinoProviderSave } from './api/save-provider.ts';

/** The shortest and longest slot spin staff may set, ms (the contract's bounds). */
export const minSpinBounds = { min: 2_500, max: 10_000 } as const;

/** The provider dialog's fields as typed. */
export type ProviderForm = {
  isEnabled: boolean;
  publicKey: string;
  launchUrl: string;
  noAutoplay: boolean;
  minSpinMs: string;
  noSmallWinCelebration: boolean;
};

/** The form of a provider as saved. */
export function toProviderForm(provider: StaffCasinoProviderView): ProviderForm {
  return {
    isEnabled: provider.isEnabled,
    publicKey: provider.publicKey,
    launchUrl: provider.launchUrl,
    noAutoplay: provider.rules.noAutoplay,
    minSpinMs: String(provider.rules.minSpinMs),
    noSmallWinCelebration: provider.rules.noSmallWinCelebration,
  };
}

/** True for a PEM public key block (the server checks that it is Ed25519 or RSA >= 2048). */
export function looksLikePublicKeyPem(text: string): boolean {
  return /^-----BEGIN PUBLIC KEY-----\r?\n[A-Za-z0-9+/=\r\n]+-----END PUBLIC KEY-----\s*$/.test(
    text.trim() + '\n',
  );
}

/** The save body of a typed form, or the Korean reason it cannot be sent (the server checks again). */
export function readProviderForm(
  id: number,
  form: ProviderForm,
  reason: string,
): { ok: true; body: CasinoProviderSave } | { ok: false; message: string } {
  const minSpinText = form.minSpinMs.replace(/[,\s]/g, '');
  const minSpinMs = /^\d+$/.test(minSpinText) ? Number(minSpinText) : Number.NaN;
  if (!(minSpinMs >= minSpinBounds.min && minSpinMs <= minSpinBounds.max)) {
    return { ok: false, message: staffCasinoText.badMinSpinMs };
  }
  const launchUrl = form.launchUrl.trim();
  // The built-in provider is launched from the site's own origin (a path); others need http(s).
  if (!(/^https?:\/\/\S+$/.test(launchUrl) || /^\/\S*$/.test(launchUrl))) {
    return { ok: false, message: staffCasinoText.badLaunchUrl };
  }
  const publicKey = form.publicKey.trim();
  if (!looksLikePublicKeyPem(publicKey)) return { ok: false, message: staffCasinoText.badPublicKey };
  if (!reason.trim()) return { ok: false, message: staffCasinoText.reasonRequired };
  return {
    ok: true,
    body: {
      id,
      isEnabled: form.isEnabled,
      publicKey: `${publicKey}\n`,
      launchUrl,
      rules: { noAutoplay: form.noAutoplay, minSpinMs, noSmallWinCelebration: form.noSmallWinCelebration },
      reason: reason.trim(),
    },
  };
}
