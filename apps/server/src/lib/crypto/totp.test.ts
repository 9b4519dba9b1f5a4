import { describe, expect, it } from 'vitest';
import {
  decodeBase32,
  encodeBase32,
  generateTotpSecret,
  otpauthUrl,
  totpCode,
  totpStep,
  verifyTotp,
} from './totp.ts';

// RFC 6238 appendix B, SHA1 column: the 8-digit values; a 6-digit code is their last 6 digits.
const rfcSecret = encodeBase32(Buffer.from('12345678901234567890', 'ascii'));
const rfcVectors: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totpCode', () => {
  it.each(
    rfcVectors,
  )('when the time is %i s, then the code is the last 6 digits of %s', (seconds, expected) => {
    expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(expected.slice(-6));
  });
});

describe('base32', () => {
  it('when the RFC secret is encoded, then it reads the well-known GEZDGNBV... form and decodes back', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect(decodeBase32(rfcSecret.toLowerCase()).toString('ascii')).toBe('12345678901234567890');
  });

  it('when a generated secret is read, then it is 32 base32 characters holding 20 bytes', () => {
    const secret = generateTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(decodeBase32(secret)).toHaveLength(20);
    expect(generateTotpSecret()).not.toBe(secret);
  });

  it('when a string has a character outside the alphabet, then decoding throws', () => {
    expect(() => decodeBase32('ABC1')).toThrow();
  });
});

describe('verifyTotp', () => {
  const at = new Date(1111111111 * 1000);
  const step = totpStep(at);

  it('when the code is of the current step, then that step is returned', () => {
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, at), at, null)).toBe(step);
  });

  it('when the code is one step early or late, then it is accepted with its own step', () => {
    const before = new Date(at.getTime() - 30_000);
    const after = new Date(at.getTime() + 30_000);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, before), at, null)).toBe(step - 1n);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, after), at, null)).toBe(step + 1n);
  });

  it('when the code is two steps away, then it is refused', () => {
    const farBefore = new Date(at.getTime() - 60_000);
    const farAfter = new Date(at.getTime() + 60_000);
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, farBefore), at, null)).toBeNull();
    expect(verifyTotp(rfcSecret, totpCode(rfcSecret, farAfter), at, null)).toBeNull();
  });

  it('when the step was already used, then the same code is refused (a code works once)', () => {
    const code = totpCode(rfcSecret, at);
    expect(verifyTotp(rfcSecret, code, at, step)).toBeNull();
    expect(verifyTotp(rfcSecret, code, at, step - 1n)).toBe(step);
  });

  it('when the code is wrong or not six digits, then it is refused', () => {
    const right = totpCode(rfcSecret, at);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    expect(verifyTotp(rfcSecret, wrong, at, null)).toBeNull();
    expect(verifyTotp(rfcSecret, `${right}0`, at, null)).toBeNull();
    expect(verifyTotp(rfcSecret, 'abcdef', at, null)).toBeNull();
  });
});

describe('otpauthUrl', () => {
  it('when built, then it names the issuer, the account and the secret', () => {
    const text = otpauthUrl('ABCDEF', 'admin');
    expect(text.startsWith('otpauth://totp/Hanpan:admin?')).toBe(true);
    const url = new URL(text);
    expect(url.searchParams.get('secret')).toBe('ABCDEF');
    expect(url.searchParams.get('issuer')).toBe('Hanpan');
  });
});
