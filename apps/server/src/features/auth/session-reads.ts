import type { Db } from '../../lib/db/database.ts';

// A member's own sign-in history and open sessions, for the account feature's 로그인 기록 and 접속 기기;
// every read is scoped to one member. Ending sessions goes through the auth service (its events).

/** The member's newest sign-in attempts. */
export function listMemberLogins(db: Db, memberId: number, limit: number) {
  return db
    .selectFrom('member_login')
    .select(['created_at as createdAt', 'ip', 'user_agent as userAgent', 'is_success as isSuccess'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** The member's sessions not ended, past neither expiry, newest first. */
export function listOpenSessions(db: Db, memberId: number, now: Date, idleSince: Date) {
  return db
    .selectFrom('member_session')
    .select([
      'public_id as publicId',
      'token_hash as tokenHash',
      'created_at as createdAt',
      'last_seen_at as lastSeenAt',
      'ip',
      'user_agent as userAgent',
    ])
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('expires_at', '>', now)
    .where('last_seen_at', '>', idleSince)
    .orderBy('created_at', 'desc')
    .execute();
}

/** The token hash of the member's open session with this public id (another member's: undefined). */
export async function findOpenSessionHash(
  db: Db,
  memberId: number,
  publicId: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('member_session')
    .select('token_hash')
    .where('member_id', '=', memberId)
    .where('public_id', '=', publicId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return row?.token_hash;
}

/** The token hashes of the member's open sessions other than `exceptTokenHash`. */
export async function listOtherOpenSessionHashes(
  db: Db,
  memberId: number,
  exceptTokenHash: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('member_session')
    .select('token_hash')
    .where('member_id', '=', memberId)
    .where('ended_at', 'is', null)
    .where('token_hash', '<>', exceptTokenHash)
    .execute();
  return rows.map((row) => row.token_hash);
}

/** When the member's session (by token hash) signed in, or undefined for none of theirs. */
export async function readSessionStart(
  db: Db,
  memberId: number,
  tokenHash: string,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('member_session')
    .select('created_at')
    .where('member_id', '=', memberId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row?.created_at;
}
