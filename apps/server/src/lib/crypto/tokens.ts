import { hash, randomBytes, randomInt } from 'node:crypto';

/** A new 32-byte random token, base64url (the session cookie value). */
export function createToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The sha256 (hex) of a token: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  // The one-shot hash: no Hash object per call (every API call with a cookie hashes its token).
  return hash('sha256', token, 'hex');
}

/** A uniformly random numeric code of `digits` digits, zero-padded (SMS verification). */
export function createNumericCode(digits: number): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
}
