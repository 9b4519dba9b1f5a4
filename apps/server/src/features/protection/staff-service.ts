import type {
  AccountLimits,
  StaffBlockedMembersPage,
  StaffSaveLimitRequest,
} from '@hanpan/core/api/protection';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { readAccountLimits, withStaffAmount } from './limits-service.ts';
import { listBlockedMembers, listLimits, lockProtection, saveLimit } from './repository.ts';

/** The audit action of a staff limit change. */
export const staffLimitAuditAction = 'member.limit';

/** Staff's view and stricter limits of a member (/api/staff/members/limits*), every change audited. */
export function createStaffProtectionService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** The member's limits (own and staff-set, pending changes) and block; null for no such member. */
    getMemberLimits(memberId: number): Promise<AccountLimits | null> {
      return readAccountLimits(db, memberId, now());
    },

    /** One page of the members under a block in force now (of one kind, or both). */
    async listBlockedMembers(filter: {
      kind: 'all' | 'timeout' | 'selfExclusion';
      page: number;
    }): Promise<StaffBlockedMembersPage> {
      const { rows, total } = await listBlockedMembers(db, {
        kind: filter.kind,
        offset: (filter.page - 1) * staffPageSize,
        limit: staffPageSize,
        at: now(),
      });
      const items = rows.flatMap((row) =>
        row.kind && row.until
          ? [
              {
                memberId: row.memberId,
                loginId: row.loginId,
                nick: row.nick,
                kind: row.kind,
                startedAt: row.startedAt?.toISOString() ?? null,
                until: row.until.toISOString(),
                returnAskedAt: row.returnAskedAt?.toISOString() ?? null,
              },
            ]
          : [],
      );
      return { items, page: filter.page, pageSize: staffPageSize, total };
    },

    /**
     * Sets (or removes) the staff amount of one of the member's limits, with an audit line in the
     * same transaction. The member's own amount and pending change stay as they are.
     */
    async saveStaffLimit(actor: StaffActor, input: StaffSaveLimitRequest): Promise<AccountLimits | null> {
      const isFound = await db.transaction().execute(async (trx) => {
        if (!(await lockProtection(trx, input.memberId))) return false;
        const stored = (await listLimits(trx, input.memberId, [input.kind])).find(
          (l) => l.window === input.window,
        );
        const staff = input.amount === null ? null : BigInt(input.amount);
        const state = withStaffAmount(stored, staff);
        const target = { memberId: input.memberId, kind: input.kind, window: input.window };
        await saveLimit(trx, { ...target, state, ownSetAt: stored?.ownSetAt ?? null }, actor.staffId);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: staffLimitAuditAction,
          targetType: 'member',
          targetId: input.memberId,
          before: { kind: input.kind, window: input.window, staffAmount: stored?.staff ?? null },
          after: { kind: input.kind, window: input.window, staffAmount: staff },
          reason: input.reason,
          ip: actor.ip,
        });
        return true;
      });
      return isFound ? readAccountLimits(db, input.memberId, now()) : null;
    },
  };
}

/** The staff protection service. */
export type StaffProtectionService = ReturnType<typeof createStaffProtectionService>;
