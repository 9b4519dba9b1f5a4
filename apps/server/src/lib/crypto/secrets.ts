import argon2 from 'argon2';

// argon2id with the library's defaults (64 MiB, t=3, p=4): about 0.15 s per hash here.
const hashOptions = { type: argon2.argon2id } as const;

let dummyHash: Promise<string> | null = null;

/** Hashes a password or exchange password with argon2id. */
export function hashSecret(plain: string): Promise<string> {
  return argon2.hash(plain, hashOptions);
}

/**
 * Checks `plain` against `hash`. With no hash (unknown login id) it still spends the time of a
 * real check, so response time does not reveal which ids exist.
 */
export async function verifySecret(hash: string | null, plain: string): Promise<boolean> {
  if (hash === null) {
    dummyHash ??= argon2.hash('no-such-member', hashOptions);
    await argon2.verify(await dummyHash, plain);
    return false;
  }
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}
