import { createHmac, randomBytes } from 'node:crypto';

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const stepSeconds = 30n;
const digits = 6;

/** Encodes bytes as RFC 4648 base32 without padding (the form authenticator apps expect). */
export function encodeBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes RFC 4648 base32 (case-insensitive, padding and spaces ignored); throws on other characters. */
export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('invalid base32 character');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  return Buffer.from(bytes);
}

/** A new TOTP secret: 20 random bytes (the SHA1 block size RFC 4226 recommends), base32. */
export function generateTotpSecret(): string {
  return encodeBase32(randomBytes(20));
}

/** The 30-second time step that `at` falls in (RFC 6238 T). */
export function totpStep(at: Date): bigint {
  return BigInt(Math.floor(at.getTime() / 1000)) / stepSeconds;
}

function codeForStep(key: Buffer, step: bigint): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(step);
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 6-digit TOTP code (HMAC-SHA1, 30 s step) of a base32 secret at a given time. */
export function totpCode(secretBase32: string, at: Date): string {
  return codeForStep(decodeBase32(secretBase32), totpStep(at));
}

/**
 * Checks a code against the steps just before, at and after `at` (clock drift of one step).
 * A step at or before `lastUsedStep` is refused, so each code signs in once. Returns the
 * accepted step (to store as the new last used step) or null.
 */
export function verifyTotp(
  secretBase32: string,
  code: string,
  at: Date,
  lastUsedStep: bigint | null,
): bigint | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = decodeBase32(secretBase32);
  const current = totpStep(at);
  for (const step of [current - 1n, current, current + 1n]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (codeForStep(key, step) === code) return step;
  }
  return null;
}

/** The otpauth:// URL an authenticator app reads from a QR code. */
export function otpauthUrl(secretBase32: string, account: string, issuer = 'Hanpan'): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer,
    algorithm: 'SHA1',
    digits: '6',
    period: '30',
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
