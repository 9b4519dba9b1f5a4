import type { StaffRole } from '@hanpan/core/staff-roles';
import type { Db } from '../../lib/db/database.ts';
import { insertAuditEntry } from './audit-repository.ts';
import { staffAuditSnapshot } from './present.ts';
import { findStaffByLoginId, hasActiveOwnerAccount, insertStaff, lockStaffById } from './repository.ts';

// Staff accounts made outside the back office: the command line's first owner and the demo's.

/** A staff account to make, its password already hashed. */
export type NewStaffAccount = { loginId: string; passwordHash: string; name: string; role: StaffRole };

/** Whether an active owner exists (the server says how to create one when not). */
export async function hasActiveOwner(db: Db): Promise<boolean> {
  return hasActiveOwnerAccount(db);
}

/** The id of the staff account with this (lowercase) login id, or null. */
export async function findStaffIdByLoginId(db: Db, loginId: string): Promise<number | null> {
  return (await findStaffByLoginId(db, loginId))?.id ?? null;
}

/** Makes a staff account without an audit line (the demo seed); null when the login id is taken. */
export async function addStaffAccount(db: Db, account: NewStaffAccount): Promise<number | null> {
  return insertStaff(db, account);
}

/**
 * Makes a staff account with no acting staff member, and its audit line saying why, in one
 * transaction; null when the login id is taken.
 */
export async function createStaffWithoutActor(
  db: Db,
  account: NewStaffAccount,
  reason: string,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const id = await insertStaff(trx, account);
    if (id === null) return null;
    const staff = await lockStaffById(trx, id);
    await insertAuditEntry(trx, {
      staffId: null,
      action: 'staff.create',
      targetType: 'staff',
      targetId: id,
      after: staff ? staffAuditSnapshot(staff) : null,
      reason,
    });
    return id;
  });
}
