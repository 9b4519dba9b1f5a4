import type { PageOf } from '@hanpan/core/api/payments';
import type { StaffAccountItem, StaffAuditItem } from '@hanpan/core/api/staff';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { StaffRole } from '@hanpan/core/staff-roles';
import { hashSecret } from '../../lib/crypto/secrets.ts';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { insertAuditEntry, listAuditEntries } from './audit-repository.ts';
import { presentStaffAccount, staffAuditSnapshot } from './present.ts';
import { endStaffSessionsOf, insertStaff, listStaff, lockStaffById, updateStaff } from './repository.ts';

/** The outcome of creating or updating a staff account. */
export type StaffAccountOutcome =
  | { kind: 'done'; item: StaffAccountItem }
  | { kind: 'loginIdTaken' }
  | { kind: 'notFound' }
  | { kind: 'self' };

/** Owners' management of staff accounts; every change is audited with before/after. */
export function createStaffAccountsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** A page of the audit log, newest first. */
    async listAudit(filter: {
      page: number;
      action?: string;
      targetType?: string;
      targetId?: string;
    }): Promise<PageOf<StaffAuditItem>> {
      const offset = (filter.page - 1) * staffPageSize;
      const { rows, total } = await listAuditEntries(db, { ...filter, offset, limit: staffPageSize });
      const items = rows.map((row) => ({
        ...row,
        id: String(row.id),
        createdAt: row.createdAt.toISOString(),
      }));
      return { items, page: filter.page, pageSize: staffPageSize, total };
    },

    /** Every staff account. */
    async listAccounts(): Promise<StaffAccountItem[]> {
      return (await listStaff(db)).map(presentStaffAccount);
    },

    /** A new staff account; TOTP is enrolled at its first login. */
    async createAccount(
      actor: StaffActor,
      input: { loginId: string; name: string; role: StaffRole; password: string },
    ): Promise<StaffAccountOutcome> {
      const passwordHash = await hashSecret(input.password);
      return db.transaction().execute(async (trx): Promise<StaffAccountOutcome> => {
        const id = await insertStaff(trx, { ...input, passwordHash });
        if (id === null) return { kind: 'loginIdTaken' };
        const created = await lockStaffById(trx, id);
        if (!created) return { kind: 'notFound' };
        await insertAuditEntry(trx, {
          staffId: actor.staffId,
          action: 'staff.create',
          targetType: 'staff',
          targetId: id,
          after: staffAuditSnapshot(created),
          ip: actor.ip,
        });
        return { kind: 'done', item: presentStaffAccount(created) };
      });
    },

    /**
     * Changes a role, enables/disables, or resets TOTP. Disabling and a TOTP reset end the
     * account's sessions. Nobody changes their own account (an owner cannot lock themselves out).
     */
    async updateAccount(
      actor: StaffActor,
      input: { id: number; role?: StaffRole; status?: 'active' | 'disabled'; resetTotp?: boolean },
    ): Promise<StaffAccountOutcome> {
      if (input.id === actor.staffId) return { kind: 'self' };
      return db.transaction().execute(async (trx): Promise<StaffAccountOutcome> => {
        const before = await lockStaffById(trx, input.id);
        if (!before) return { kind: 'notFound' };
        await updateStaff(trx, input.id, input);
        if (input.status === 'disabled' || input.resetTotp) await endStaffSessionsOf(trx, input.id, now());
        const after = await lockStaffById(trx, input.id);
        if (!after) return { kind: 'notFound' };
        await insertAuditEntry(trx, {
          staffId: actor.staffId,
          action: 'staff.update',
          targetType: 'staff',
          targetId: input.id,
          before: staffAuditSnapshot(before),
          after: staffAuditSnapshot(after),
          ip: actor.ip,
        });
        return { kind: 'done', item: presentStaffAccount(after) };
      });
    },
  };
}

/** The staff accounts service. */
export type StaffAccountsService = ReturnType<typeof createStaffAccountsService>;
