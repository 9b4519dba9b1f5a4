import argon2 from 'argon2';

// argon2id at its smallest cost (1 MiB, one pass, one lane): the app verifies a hash with the
// parameters stored in it, so factory accounts sign in in milliseconds instead of the production
// cost (64 MiB, t=3, p=4: up to 1.5 s a sign-in on a loaded 2-core machine). Hashes the app makes
// itself (join, staff accounts) keep the production parameters.
const testHashOptions = { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 } as const;

/** Hashes a factory account's password with argon2id at test cost. */
export function hashTestSecret(plain: string): Promise<string> {
  return argon2.hash(plain, testHashOptions);
}
