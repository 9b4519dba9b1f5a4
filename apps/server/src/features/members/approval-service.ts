import type { PageOf } from '@hanpan/core/api/payments';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import {
  type JoinSettings,
  joinApprovalAuditAction,
  type StaffPendingMember,
} from '@hanpan/core/api/staff-join-approval';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { listPending, readJoinSettings, setReview, writeJoinSettings } from './approval-repository.ts';
import { lockMemberStatus } from './repository.ts';

/** How an approve / reject ended. */
export type ReviewOutcome = { kind: 'changed' } | { kind: 'notFound' } | { kind: 'notPending' };

type PendingRow = Awaited<ReturnType<typeof listPending>>['rows'][number];
const presentPending = (row: PendingRow): StaffPendingMember => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/**
 * 가입승인: the queue of members waiting for approval, approve / reject (each audited in its
 * transaction; only a pending member changes, so a second click changes nothing), and the setting.
 * Pending members hold no session, so nothing here touches money or sessions.
 */
export function createJoinApprovalService(deps: { db: Db; now: () => Date }) {
  const review = (
    actor: StaffActor,
    memberId: number,
    status: 'active' | 'rejected',
    reason: string | null,
  ) =>
    deps.db.transaction().execute(async (trx): Promise<ReviewOutcome> => {
      const before = await lockMemberStatus(trx, memberId);
      if (before === null) return { kind: 'notFound' };
      if (before !== 'pending') return { kind: 'notPending' };
      await setReview(trx, { memberId, status, staffId: actor.staffId, at: deps.now(), reason });
      await recordStaffAction(trx, {
        staffId: actor.staffId,
        action: status === 'active' ? joinApprovalAuditAction.approve : joinApprovalAuditAction.reject,
        targetType: 'member',
        targetId: memberId,
        before: { status: before },
        after: { status },
        reason,
        ip: actor.ip,
      });
      return { kind: 'changed' };
    });

  return {
    /** One page of the 가입 승인 대기 queue, oldest first. */
    async listPending(page: number): Promise<PageOf<StaffPendingMember>> {
      const { rows, total } = await listPending(deps.db, (page - 1) * staffPageSize, staffPageSize);
      return { items: rows.map(presentPending), page, pageSize: staffPageSize, total };
    },

    /** Approves a pending member: they can log in from now on. */
    approve: (actor: StaffActor, memberId: number) => review(actor, memberId, 'active', null),

    /** Rejects a pending member with a reason: their login answers that the join was refused. */
    reject: (actor: StaffActor, input: { memberId: number; reason: string }) =>
      review(actor, input.memberId, 'rejected', input.reason),

    /** The join settings. */
    getJoinSettings: (): Promise<JoinSettings> => readJoinSettings(deps.db),

    /** Stores the join settings with an audit line in the same transaction. */
    async saveJoinSettings(actor: StaffActor, settings: JoinSettings): Promise<void> {
      await deps.db.transaction().execute(async (trx) => {
        const before = await readJoinSettings(trx);
        await writeJoinSettings(trx, settings);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: joinApprovalAuditAction.settings,
          targetType: 'site_setting',
          targetId: 'join',
          before,
          after: settings,
          ip: actor.ip,
        });
      });
    },
  };
}

/** The 가입승인 part of the members feature. */
export type JoinApprovalService = ReturnType<typeof createJoinApprovalService>;
