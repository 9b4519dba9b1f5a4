import type { Db } from '../../lib/db/database.ts';

/** The account feature's reads and password writes, every one scoped to one member. */
export function createAccountRepository(db: Db) {
  return {
    /** The member's own profile fields of 회원정보, or undefined. */
    findInfo(memberId: number) {
      return db
        .selectFrom('member')
        .select([
          'login_id as loginId',
          'nick',
          'point_grade as level',
          'created_at as createdAt',
          'phone',
          'bank_name as bankName',
          'bank_account as bankAccount',
          'bank_holder as bankHolder',
        ])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** The member's login and exchange password hashes. */
    findPasswordHashes(memberId: number) {
      return db
        .selectFrom('member')
        .select(['password_hash as passwordHash', 'exchange_password_hash as exchangePasswordHash'])
        .where('id', '=', memberId)
        .executeTakeFirst();
    },

    /** Replaces the member's login password hash. */
    async setPasswordHash(memberId: number, hash: string): Promise<void> {
      await db.updateTable('member').set({ password_hash: hash }).where('id', '=', memberId).execute();
    },

    /** Replaces the member's exchange password hash. */
    async setExchangePasswordHash(memberId: number, hash: string): Promise<void> {
      await db
        .updateTable('member')
        .set({ exchange_password_hash: hash })
        .where('id', '=', memberId)
        .execute();
    },

    /** The member's newest sign-in attempts. */
    listLogins(memberId: number, limit: number) {
      return db
        .selectFrom('member_login')
        .select(['created_at as createdAt', 'ip', 'user_agent as userAgent', 'is_success as isSuccess'])
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    /** The member's sessions not ended, past neither expiry, newest first. */
    listOpenSessions(memberId: number, now: Date, idleSince: Date) {
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
    },

    /** The token hash of the member's open session with this public id (another member's: undefined). */
    async findOpenSessionHash(memberId: number, publicId: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('member_session')
        .select('token_hash')
        .where('member_id', '=', memberId)
        .where('public_id', '=', publicId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return row?.token_hash;
    },

    /** The token hashes of the member's open sessions other than `exceptTokenHash`. */
    async listOtherOpenSessionHashes(memberId: number, exceptTokenHash: string): Promise<string[]> {
      const rows = await db
        .selectFrom('member_session')
        .select('token_hash')
        .where('member_id', '=', memberId)
        .where('ended_at', 'is', null)
        .where('token_hash', '<>', exceptTokenHash)
        .execute();
      return rows.map((row) => row.token_hash);
    },
  };
}

/** The account feature's storage. */
export type AccountRepository = ReturnType<typeof createAccountRepository>;
