import { type StaffCasinoProviderView, staffCasinoText } from '@hanpan/core/api/staff-casino';
import { describe, expect, it } from 'vitest';
import {
  emptyProviderForm,
  looksLikePublicKeyPem,
  readNewProviderForm,
  readProviderForm,
  toProviderForm,
  walletPathOf,
} from './provider-form.ts';

const pem =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEAGb9ECWmEzf6FQbrBZ9w7lshQhqowtrbLDFw4rXAxZuE=\n-----END PUBLIC KEY-----\n';
const otherPem =
  '-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA2w7lshQhqowtrbLDFw4rXAxZuEGb9ECWmEzf6FQbrBZ9=\n-----END PUBLIC KEY-----\n';

// An external provider (staff own its key) and the built-in one (its key is its own).
const provider: StaffCasinoProviderView = {
  id: 1,
  code: 'agg',
  name: '어그리게이터',
  isEnabled: true,
  isKeyManaged: false,
  publicKey: pem,
  walletUrl: '/api/casino/wallet/agg',
  launchUrl: 'https://games.example/launch',
  reportUrl: 'https://api.example/report',
  gamesUrl: null,
  rules: { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true },
  gameCount: 6,
  enabledGameCount: 6,
  updatedAt: '2026-11-24T00:00:00.000Z',
};
const builtIn: StaffCasinoProviderView = {
  ...provider,
  id: 2,
  code: 'skyhub',
  name: '스카이허브',
  isKeyManaged: true,
  launchUrl: '/skyhub/play',
  reportUrl: '/skyhub/api/report/transactions',
  gamesUrl: '/skyhub/api/report/games',
};

describe('readProviderForm', () => {
  it('when the saved provider is read back unchanged with a reason, then the body equals what was saved', () => {
    expect(readProviderForm(provider, toProviderForm(provider), ' 점검 ')).toEqual({
      ok: true,
      body: {
        id: 1,
        name: '어그리게이터',
        isEnabled: true,
        publicKey: pem,
        launchUrl: 'https://games.example/launch',
        reportUrl: 'https://api.example/report',
        gamesUrl: '',
        rules: provider.rules,
        reason: '점검',
      },
    });
  });

  it('when the built-in provider is saved with another key typed, then its own key is sent and its paths pass', () => {
    const reading = readProviderForm(
      builtIn,
      { ...toProviderForm(builtIn), publicKey: otherPem, name: '내장' },
      '사유',
    );
    expect(reading).toMatchObject({
      ok: true,
      body: {
        id: 2,
        publicKey: pem,
        name: '내장',
        launchUrl: '/skyhub/play',
        gamesUrl: '/skyhub/api/report/games',
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
    const reading = readProviderForm(provider, { ...toProviderForm(provider), minSpinMs }, '사유');
    expect(reading).toEqual({ ok: false, message: staffCasinoText.badMinSpinMs });
  });

  it('when the minimum spin is typed with a thousands separator, then it is read as a number', () => {
    const reading = readProviderForm(provider, { ...toProviderForm(provider), minSpinMs: '3,000' }, '사유');
    expect(reading.ok && reading.body.rules.minSpinMs).toBe(3000);
  });

  it.each([
    [provider, 'javascript:alert(1)', false],
    [provider, 'http://games.example/launch', false],
    [provider, '/skyhub/play', false],
    [provider, 'http://localhost:4000/launch', true],
    [builtIn, '/skyhub/play', true],
  ])('when %s launches from %s, then it is accepted: %s', (target, launchUrl, isAccepted) => {
    const reading = readProviderForm(target, { ...toProviderForm(target), launchUrl }, '사유');
    expect(reading.ok ? true : reading.message).toBe(isAccepted ? true : staffCasinoText.badLaunchUrl);
  });

  it('when the key is not a PEM public key block, then it is refused', () => {
    const form = { ...toProviderForm(provider), publicKey: 'ssh-ed25519 AAAA' };
    expect(readProviderForm(provider, form, '사유')).toEqual({
      ok: false,
      message: staffCasinoText.badPublicKey,
    });
    expect(looksLikePublicKeyPem(pem.replace('PUBLIC', 'PRIVATE'))).toBe(false);
  });

  it('when the reason is blank, then the save is refused', () => {
    expect(readProviderForm(provider, toProviderForm(provider), '  ')).toEqual({
      ok: false,
      message: staffCasinoText.reasonRequired,
    });
  });
});

describe('readNewProviderForm', () => {
  const typed = {
    ...emptyProviderForm,
    name: ' 새 게임사 ',
    publicKey: pem,
    launchUrl: 'https://games.example/launch',
    reportUrl: 'https://api.example/report',
  };

  it('when a new provider is typed in full, then the create body carries the trimmed code and fields', () => {
    expect(readNewProviderForm(' new-agg ', typed, '계약')).toEqual({
      ok: true,
      body: {
        code: 'new-agg',
        name: '새 게임사',
        isEnabled: true,
        publicKey: pem,
        launchUrl: 'https://games.example/launch',
        reportUrl: 'https://api.example/report',
        gamesUrl: '',
        rules: { noAutoplay: true, minSpinMs: 2500, noSmallWinCelebration: true },
        reason: '계약',
      },
    });
  });

  it.each([
    ['New', typed, staffCasinoText.badCode],
    ['a', typed, staffCasinoText.badCode],
    ['new-', typed, staffCasinoText.badCode],
    ['ok-code', { ...typed, name: ' ' }, staffCasinoText.badName],
    ['ok-code', { ...typed, launchUrl: '/play' }, staffCasinoText.badLaunchUrl],
    ['ok-code', { ...typed, reportUrl: '' }, staffCasinoText.badReportUrl],
    ['ok-code', { ...typed, gamesUrl: 'http://x.example/games' }, staffCasinoText.badGamesUrl],
    ['ok-code', { ...typed, publicKey: '' }, staffCasinoText.badPublicKey],
  ])('when the code is %s and the form is as given, then it is refused with the message', (code, form, message) => {
    expect(readNewProviderForm(code, form, '사유')).toEqual({ ok: false, message });
  });

  it('when a code is typed, then the wallet path shown is ours for that code', () => {
    expect(walletPathOf('new-agg')).toBe('/api/casino/wallet/new-agg/...');
    expect(walletPathOf('')).toBe('/api/casino/wallet/{code}/...');
  });
});
