import { hash } from 'node:crypto';

/**
 * JSON with object keys in code-point order at every depth, bigints as decimal strings and
 * `undefined` members left out, so equal inputs give equal text whatever order they were built in.
 */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const members = Object.entries(value)
      .filter(([, member]) => member !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([name, member]) => `${JSON.stringify(name)}:${canonicalJson(member)}`);
    return `{${members.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The fingerprint of a request's inputs kept with its idempotency key: sha256 (hex) of their canonical JSON. */
export function fingerprintOf(inputs: unknown): string {
  return hash('sha256', canonicalJson(inputs), 'hex');
}
