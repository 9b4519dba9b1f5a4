import { createPublicKey, type KeyObject, verify } from 'node:crypto';

// The provider signs the exact raw body bytes of each wallet call with its private key (Ed25519, or
// RSA with SHA-256) and sends the signature base64 in `x-signature`; the operator verifies it against
// the provider's PEM public key. Parsed keys are cached by their PEM text.

const keys = new Map<string, KeyObject | null>();
const maxCachedKeys = 100;

/** The public key of a PEM text when it is an Ed25519 key or an RSA key of 2048 bits or more, else null. */
export function parseProviderPublicKey(pem: string): KeyObject | null {
  const cached = keys.get(pem);
  if (cached !== undefined) return cached;
  let key: KeyObject | null = null;
  try {
    const candidate = createPublicKey({ key: pem, format: 'pem' });
    const type = candidate.asymmetricKeyType;
    const bits = candidate.asymmetricKeyDetails?.modulusLength ?? 0;
    if (type === 'ed25519' || (type === 'rsa' && bits >= 2048)) key = candidate;
  } catch {
    key = null;
  }
  if (keys.size >= maxCachedKeys) keys.clear();
  keys.set(pem, key);
  return key;
}

/** True when `signature` (base64) signs `body` under the provider's public key. */
export function isValidWalletSignature(publicKeyPem: string, body: Buffer, signature: unknown): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2048) return false;
  if (!/^[A-Za-z0-9+/=_-]+$/.test(signature)) return false;
  const key = parseProviderPublicKey(publicKeyPem);
  if (!key) return false;
  const bytes = Buffer.from(signature, 'base64');
  try {
    return verify(key.asymmetricKeyType === 'ed25519' ? null : 'sha256', body, key, bytes);
  } catch {
    return false;
  }
}
