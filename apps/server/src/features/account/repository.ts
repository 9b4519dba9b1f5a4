import type { Db } from '../../lib/db/database.ts';

// The account feature's reads and password writes, every one scoped to one member.

/** The member's own profile fields of 회원정보, or undefined. */
export function findInfo(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select([
      'login_id as loginId',
      'nick',
      'point_grade as pointGrade',
      'created_at as createdAt',
      'phone',
      'bank_name as bankName',
      'bank_account as bankAccount',
      'bank_holder as bankHolder',
    ])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** The member's login and exchange password hashes. */
export function findPasswordHashes(db: Db, memberId: number) {
  return db
    .selectFrom('member')
    .select(['password_hash as passwordHash', 'exchange_password_hash as exchangePasswordHash'])
    .where('id', '=', memberId)
    .executeTakeFirst();
}

/** Replaces the member's login password hash. */
export async function setPasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db.updateTable('member').set({ password_hash: hash }).where('id', '=', memberId).execute();
}

/** Replaces the member's exchange password hash. */
export async function setExchangePasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db.updateTable('member').set({ exchange_password_hash: hash }).where('id', '=', memberId).execute();
}
