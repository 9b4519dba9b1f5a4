import { type StaffCasinoProviderView, staffCasinoText } from '@hanpan/core/api/staff-casino';
import { describe, expect, it } from 'vitest';
import { looksLikePublicKeyPem, readProviderForm, toProviderForm } from './provider-form.ts';

const pem =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';

const provider: StaffCasinoProviderView = {
  id: 1,
  code: 'skyhub',
  name: '스카이허브',
  isEnabled: true,
  publicKey: pem,
  walletUrl: 'http://127.0.0.1:3000/api/casino/wallet/skyhub',
  launchUrl: '/skyhub/play',
  rules: { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true },
  gameCount: 6,
  enabledGameCount: 6,
  updatedAt: '2026-11-24T00:00:00.000Z',
};

describe('readProviderForm', () => {
  it('when the saved provider is read back unchanged with a reason, then the body equals what was saved', () => {
    const reading = readProviderForm(1, toProviderForm(provider), ' 점검 ');
    expect(reading).toEqual({
      ok: true,
      body: {
        id: 1,
        isEnabled: true,
        publicKey: pem,
        launchUrl: '/skyhub/play',
        rules: provider.rules,
        reason: '점검',
      },
    });
  });

  it.each([
    '2499',
    '0',
    '10001',
    '2.5초',
    '',
  ])('when the minimum spin is %s ms, then it is refused with the contract message', (minSpinMs) => {
    const reading = readProviderForm(1, { ...toProviderForm(provider), minSpinMs }, '사유');
    expect(reading).toEqual({ ok: false, message: staffCasinoText.badMinSpinMs });
  });

  it('when the minimum spin is typed with a thousands separator, then it is read as a number', () => {
    const reading = readProviderForm(1, { ...toProviderForm(provider), minSpinMs: '3,000' }, '사유');
    expect(reading.ok && reading.body.rules.minSpinMs).toBe(3000);
  });

  it('when the launch URL is neither http(s) nor a site path, then it is refused', () => {
    const form = { ...toProviderForm(provider), launchUrl: 'javascript:alert(1)' };
    expect(readProviderForm(1, form, '사유')).toEqual({ ok: false, message: staffCasinoText.badLaunchUrl });
    const external = { ...toProviderForm(provider), launchUrl: 'https://games.example.com/launch' };
    expect(readProviderForm(1, external, '사유').ok).toBe(true);
  });

  it('when the key is not a PEM public key block, then it is refused', () => {
    const form = { ...toProviderForm(provider), publicKey: 'ssh-ed25519 AAAA' };
    expect(readProviderForm(1, form, '사유')).toEqual({ ok: false, message: staffCasinoText.badPublicKey });
    expect(looksLikePublicKeyPem(pem.replace('PUBLIC', 'PRIVATE'))).toBe(false);
  });

  it('when the reason is blank, then the save is refused', () => {
    expect(readProviderForm(1, toProviderForm(provider), '  ')).toEqual({
      ok: false,
      message: staffCasinoText.reasonRequired,
    });
  });
});
