import type { PageOf } from '@hanpan/core/api/payments';
import type { StaffMemberDetail, StaffMemberItem } from '@hanpan/core/api/staff';
import { staffBetsAuditAction } from '@hanpan/core/api/staff-bets';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db, MemberStatus } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import type { AuthService } from '../auth/index.ts';
import type { PaymentsService } from '../payments/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import type { WalletService } from '../wallet/index.ts';
import {
  findMemberDetail,
  listMemberSessions,
  listMembers,
  lockBettingBlocked,
  lockMemberStatus,
  type StaffMemberRow,
  setBettingBlocked,
  setMemberStatus,
} from './repository.ts';

/** The outcome of a suspend / unsuspend or a betting bar ('notReviewed': the join waits for or was refused 가입승인). */
export type MemberStatusOutcome =
  | { kind: 'changed' }
  | { kind: 'notFound' }
  | { kind: 'unchanged' }
  | { kind: 'notReviewed' };

const presentMember = (row: StaffMemberRow): StaffMemberItem => ({
  id: row.id,
  loginId: row.loginId,
  nick: row.nick,
  phone: row.phone,
  status: row.status,
  partnerName: row.partnerName,
  cash: Number(row.cash ?? 0n),
  point: Number(row.point ?? 0n),
  agencyCash: Number(row.agencyCash ?? 0n),
  createdAt: row.createdAt.toISOString(),
});

/** The back office's member pages. */
export function createStaffMembersService(deps: {
  db: Db;
  auth: AuthService;
  payments: PaymentsService;
  wallet: WalletService;
  now: () => Date;
}) {
  return {
    /** One page of the member search. */
    async listMembers(filter: {
      query: string;
      status: 'all' | MemberStatus;
      page: number;
    }): Promise<PageOf<StaffMemberItem>> {
      const { rows, total } = await listMembers(deps.db, {
        query: filter.query,
        status: filter.status,
        offset: (filter.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      return { items: rows.map(presentMember), page: filter.page, pageSize: staffPageSize, total };
    },

    /** A member's profile, balances, ledger, requests and sessions; null when there is no such member. */
    async memberDetail(actor: StaffActor, memberId: number): Promise<StaffMemberDetail | null> {
      const row = await findMemberDetail(deps.db, memberId);
      if (!row) return null;
      // Opening a member shows their full bank account and sessions: who looked is recorded too.
      await recordStaffAction(deps.db, {
        staffId: actor.staffId,
        action: 'member.view',
        targetType: 'member',
        targetId: memberId,
        ip: actor.ip,
      });
      const ledger = await deps.wallet.listLedgerLines(memberId, 100);
      const charges = await deps.payments.listCharges({ status: 'all', page: 1, memberId });
      const exchanges = await deps.payments.listExchanges({ status: 'all', page: 1, memberId });
      const sessions = await listMemberSessions(deps.db, memberId, 20);
      return {
        ...presentMember(row),
        bankName: row.bankName,
        bankAccount: row.bankAccount,
        bankHolder: row.bankHolder,
        birthDate: row.birthDate,
        joinIp: row.joinIp,
        isBettingBlocked: row.isBettingBlocked,
        ledger,
        charges: charges.items,
        exchanges: exchanges.items,
        sessions: sessions.map((session) => ({
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          endedAt: session.endedAt?.toISOString() ?? null,
          ip: session.ip,
          userAgent: session.userAgent,
        })),
      };
    },

    /**
     * Suspends or reinstates a member with an audit line in the same transaction. A suspension
     * then ends the member's sessions (after the commit: it tells their open pages).
     */
    async setMemberStatus(
      actor: StaffActor,
      input: { memberId: number; status: MemberStatus; reason: string },
    ): Promise<MemberStatusOutcome> {
      const outcome = await deps.db.transaction().execute(async (trx): Promise<MemberStatusOutcome> => {
        const before = await lockMemberStatus(trx, input.memberId);
        if (before === null) return { kind: 'notFound' };
        if (before === input.status) return { kind: 'unchanged' };
        // Unsuspending must never let a join in without 가입승인: that is approve's job.
        if (before === 'pending' || before === 'rejected') return { kind: 'notReviewed' };
        await setMemberStatus(trx, input.memberId, input.status);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: input.status === 'suspended' ? 'member.suspend' : 'member.unsuspend',
          targetType: 'member',
          targetId: input.memberId,
          before: { status: before },
          after: { status: input.status },
          reason: input.reason,
          ip: actor.ip,
        });
        return { kind: 'changed' };
      });
      if (outcome.kind === 'changed' && input.status === 'suspended') {
        await deps.auth.endMemberSessions(input.memberId, 'suspended');
      }
      return outcome;
    },

    /** Bars a member from betting (or lets them bet again) with an audit line in the same transaction. */
    async setBettingBlocked(
      actor: StaffActor,
      input: { memberId: number; isBlocked: boolean; reason: string },
    ): Promise<MemberStatusOutcome> {
      return deps.db.transaction().execute(async (trx): Promise<MemberStatusOutcome> => {
        const before = await lockBettingBlocked(trx, input.memberId);
        if (before === null) return { kind: 'notFound' };
        if (before === input.isBlocked) return { kind: 'unchanged' };
        await setBettingBlocked(trx, input.memberId, input.isBlocked);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: input.isBlocked ? staffBetsAuditAction.bettingBlock : staffBetsAuditAction.bettingUnblock,
          targetType: 'member',
          targetId: input.memberId,
          before: { isBettingBlocked: before },
          after: { isBettingBlocked: input.isBlocked },
          reason: input.reason,
          ip: actor.ip,
        });
        return { kind: 'changed' };
      });
    },
  };
}

/** The staff members service. */
export type StaffMembersService = ReturnType<typeof createStaffMembersService>;
