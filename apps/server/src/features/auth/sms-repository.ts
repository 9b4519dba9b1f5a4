import type { Db } from '../../lib/db/database.ts';

// Join verification codes sent by SMS (only their hashes).

/** Stores a new SMS code hash for a phone. */
export async function insertSmsVerification(
  db: Db,
  input: {
    phone: string;
    codeHash: string;
    now: Date;
    expiresAt: Date;
    ip: string;
  },
) {
  await db
    .insertInto('sms_verification')
    .values({
      phone: input.phone,
      code_hash: input.codeHash,
      created_at: input.now,
      expires_at: input.expiresAt,
      ip: input.ip,
    })
    .execute();
}

/** The newest SMS code of a phone; older ones are superseded by it. */
export function findLatestSmsVerification(db: Db, phone: string) {
  return db
    .selectFrom('sms_verification')
    .select(['id', 'code_hash as codeHash', 'expires_at as expiresAt', 'attempts', 'used_at as usedAt'])
    .where('phone', '=', phone)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Counts one try of an SMS code, atomically, and says whether the code could still be
 * tried: not used, not expired and under `maxAttempts` tries.
 */
export async function claimSmsAttempt(db: Db, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('sms_verification')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('attempts', '<', maxAttempts)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
