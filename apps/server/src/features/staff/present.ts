import type { StaffAccountItem, StaffMe } from '@hanpan/core/api/staff';
import { canStaff, staffPermissions } from '@hanpan/core/staff-roles';
import type { StaffRecord } from './repository.ts';

/** The logged-in staff member as the back office sees them. */
export function presentStaffMe(staff: Pick<StaffRecord, 'id' | 'loginId' | 'name' | 'role'>): StaffMe {
  return {
    id: staff.id,
    loginId: staff.loginId,
    name: staff.name,
    role: staff.role,
    permissions: staffPermissions.filter((permission) => canStaff(staff.role, permission)),
  };
}

/** A staff account as owners see it (never the password hash or TOTP secret). */
export function presentStaffAccount(staff: StaffRecord): StaffAccountItem {
  return {
    id: staff.id,
    loginId: staff.loginId,
    name: staff.name,
    role: staff.role,
    status: staff.status,
    isTotpEnrolled: staff.totpEnabledAt !== null,
    createdAt: staff.createdAt.toISOString(),
  };
}

/** The audit snapshot of a staff account (what changes, never secrets). */
export function staffAuditSnapshot(staff: StaffRecord) {
  return {
    loginId: staff.loginId,
    name: staff.name,
    role: staff.role,
    status: staff.status,
    isTotpEnrolled: staff.totpEnabledAt !== null,
  };
}
