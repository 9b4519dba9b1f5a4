import type { Db } from '../../lib/db/database.ts';
import {
  findPartnerByJoinCode,
  findSignInMember,
  hasMembers,
  insertMember,
  insertPartner,
  type NewMember,
} from './repository.ts';

// Members and partners made outside the join flow: the demo seed's accounts (no SMS, no approval).

/** A member to add, its passwords already hashed. */
export type MemberToAdd = NewMember;

/** Whether any member exists (a demo database is seeded only when none does). */
export async function hasAnyMember(db: Db): Promise<boolean> {
  return hasMembers(db);
}

/** The id of the member with this login id, or null. */
export async function findMemberIdByLoginId(db: Db, loginId: string): Promise<number | null> {
  return (await findSignInMember(db, loginId))?.id ?? null;
}

/** The id of the partner with this join code, or null. */
export async function findPartnerIdByJoinCode(db: Db, joinCode: string): Promise<number | null> {
  return (await findPartnerByJoinCode(db, joinCode))?.id ?? null;
}

/** Adds a member without SMS verification; the new member's id, or null when a unique field is taken. */
export async function addMember(db: Db, member: MemberToAdd, now: Date): Promise<number | null> {
  const result = await insertMember(db, member, null, now);
  return result.kind === 'created' ? result.memberId : null;
}

/** Adds a partner (join codes are stored lowercase) and returns its id. */
export async function addPartner(
  db: Db,
  partner: { name: string; joinCode: string; ownerMemberId: number | null },
): Promise<number> {
  return (await insertPartner(db, partner)).id;
}
