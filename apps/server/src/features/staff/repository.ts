import type { StaffRole } from '@hanpan/core/staff-roles';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Staff accounts and staff sessions.

/** A staff account row as the staff features read it. */
export type StaffRecord = {
  id: number;
  loginId: string;
  passwordHash: string;
  name: string;
  role: StaffRole;
  status: 'active' | 'disabled';
  totpSecret: string | null;
  totpEnabledAt: Date | null;
  totpLastStep: bigint | null;
  createdAt: Date;
};

/** A staff session with its account (one query per authenticated request). */
export type StaffSessionRecord = {
  tokenHash: string;
  staffId: number;
  isTotpVerified: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  endedAt: Date | null;
  staffStatus: string;
  loginId: string;
  name: string;
  role: StaffRole;
  totpEnabledAt: Date | null;
};

/** A new staff session. */
export type NewStaffSession = {
  tokenHash: string;
  staffId: number;
  isTotpVerified: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
};

const staffColumns = [
  'id',
  'login_id as loginId',
  'password_hash as passwordHash',
  'name',
  'role',
  'status',
  'totp_secret as totpSecret',
  'totp_enabled_at as totpEnabledAt',
  'totp_last_step as totpLastStep',
  'created_at as createdAt',
] as const;

/** The staff account with this (lowercase) login id. */
export async function findStaffByLoginId(db: Db, loginId: string): Promise<StaffRecord | null> {
  const row = await db
    .selectFrom('staff')
    .select(staffColumns)
    .where('login_id', '=', loginId)
    .executeTakeFirst();
  return row ?? null;
}

/** The staff account with this id. */
export async function findStaffById(db: Db, id: number): Promise<StaffRecord | null> {
  const row = await db.selectFrom('staff').select(staffColumns).where('id', '=', id).executeTakeFirst();
  return row ?? null;
}

/** A staff account by id, locked for a change (call inside a transaction). */
export async function lockStaffById(trx: Trx, id: number): Promise<StaffRecord | null> {
  const row = await trx
    .selectFrom('staff')
    .select(staffColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row ?? null;
}

/** Whether any staff account exists (a fresh production database has none). */
export async function hasStaff(db: Db): Promise<boolean> {
  return (await db.selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/** Whether an active owner exists (the server says how to create one when not). */
export async function hasActiveOwnerAccount(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('staff')
    .select('id')
    .where('role', '=', 'owner')
    .where('status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Every staff account, oldest first. */
export async function listStaff(db: Db): Promise<StaffRecord[]> {
  return db.selectFrom('staff').select(staffColumns).orderBy('id').execute();
}

/** Adds a staff account; null when the login id is taken. */
export async function insertStaff(
  trx: Db,
  staff: { loginId: string; passwordHash: string; name: string; role: StaffRole },
): Promise<number | null> {
  const row = await trx
    .insertInto('staff')
    .values({
      login_id: staff.loginId,
      password_hash: staff.passwordHash,
      name: staff.name,
      role: staff.role,
    })
    .onConflict((oc) => oc.column('login_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Changes role, status, or clears the TOTP enrolment of a staff account. */
export async function updateStaff(
  trx: Trx,
  id: number,
  changes: { role?: StaffRole; status?: 'active' | 'disabled'; resetTotp?: boolean },
): Promise<void> {
  await trx
    .updateTable('staff')
    .set({
      ...(changes.role ? { role: changes.role } : {}),
      ...(changes.status ? { status: changes.status } : {}),
      ...(changes.resetTotp ? { totp_secret: null, totp_enabled_at: null } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Stores a new, not yet enabled TOTP secret (enrolment starts at the password step). */
export async function setPendingTotpSecret(db: Db, id: number, secret: string): Promise<void> {
  await db
    .updateTable('staff')
    .set({ totp_secret: secret })
    .where('id', '=', id)
    .where('totp_enabled_at', 'is', null)
    .execute();
}

/**
 * Records an accepted TOTP step, and enables TOTP on enrolment. Conditional on the step being
 * newer than the stored one, so two requests with the same code cannot both pass.
 */
export async function acceptTotpStep(
  trx: Trx,
  id: number,
  step: bigint,
  enabledAt: Date | null,
): Promise<boolean> {
  const result = await trx
    .updateTable('staff')
    .set({ totp_last_step: step, ...(enabledAt ? { totp_enabled_at: enabledAt } : {}) })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Adds a staff session. */
export async function insertStaffSession(trx: Trx, session: NewStaffSession): Promise<void> {
  await trx
    .insertInto('staff_session')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      is_totp_verified: session.isTotpVerified,
      created_at: session.createdAt,
      last_seen_at: session.lastSeenAt,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent,
    })
    .execute();
}

/** A staff session by its token hash, with its account's status. */
export async function findStaffSession(db: Db, tokenHash: string): Promise<StaffSessionRecord | null> {
  const row = await db
    .selectFrom('staff_session')
    .innerJoin('staff', 'staff.id', 'staff_session.staff_id')
    .select([
      'staff_session.token_hash as tokenHash',
      'staff_session.staff_id as staffId',
      'staff_session.is_totp_verified as isTotpVerified',
      'staff_session.created_at as createdAt',
      'staff_session.last_seen_at as lastSeenAt',
      'staff_session.expires_at as expiresAt',
      'staff_session.ended_at as endedAt',
      'staff.status as staffStatus',
      'staff.login_id as loginId',
      'staff.name',
      'staff.role',
      'staff.totp_enabled_at as totpEnabledAt',
    ])
    .where('staff_session.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Moves last_seen_at forward (the idle timeout slides) unless another request already did since
 * `staleBefore`: of concurrent requests only the first writes the row.
 */
export async function touchStaffSession(
  db: Db,
  tokenHash: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .updateTable('staff_session')
    .set({ last_seen_at: at })
    .where('token_hash', '=', tokenHash)
    .where('last_seen_at', '<=', staleBefore)
    .execute();
}

/** Ends one session if it is still open. */
export async function endStaffSession(trx: Trx, tokenHash: string, at: Date): Promise<void> {
  await trx
    .updateTable('staff_session')
    .set({ ended_at: at })
    .where('token_hash', '=', tokenHash)
    .where('ended_at', 'is', null)
    .execute();
}

/** Ends every open session of a staff account; returns how many were open. */
export async function endStaffSessionsOf(trx: Trx, staffId: number, at: Date): Promise<number> {
  const result = await trx
    .updateTable('staff_session')
    .set({ ended_at: at })
    .where('staff_id', '=', staffId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
