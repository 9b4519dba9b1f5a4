import {
  type BankChangeList,
  type BankChangeRequest,
  type BankChangeRequested,
  bankChangeCode,
  bankChangeText,
  type StaffBankChangeListRequest,
  type StaffBankChangePage,
  type StaffBankChangeReviewed,
} from '@hanpan/core/api/account-bank-change';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import {
  type BankAccountFields,
  decideBankChange,
  findMemberBank,
  insertPendingBankChange,
  listBankChangesForStaff,
  listMemberBankChanges,
  lockBankChangeRequest,
  onePendingIndex,
  setMemberBank,
} from './bank-change-repository.ts';
import { isCurrentSecretRight } from './current-secret.ts';
import { accountRateRules, bankChangeListLength } from './policy.ts';
import { presentBankChange, presentStaffBankChange } from './present.ts';
import { findPasswordHashes } from './repository.ts';
import type { AccountOutcome } from './service.ts';

const refused = (code: number, message: string) => ({ kind: 'refused', code, message }) as const;

const isSameAccount = (a: BankAccountFields, b: BankAccountFields) =>
  a.bankName === b.bankName &&
  a.bankAccount.replace(/\D/g, '') === b.bankAccount.replace(/\D/g, '') &&
  a.bankHolder === b.bankHolder;

/** A staff review's outcome. */
export type BankChangeReviewOutcome =
  | { kind: 'ok'; data: StaffBankChangeReviewed }
  | { kind: 'notFound' }
  | { kind: 'alreadyDecided' };

/** 계좌 변경: the member's requests for a new payout account and the staff review of them. */
export function createBankChangeService(deps: { db: Db; limiter: RateLimiter; now: () => Date }) {
  return {
    /**
     * Files a request after the exchange password (attempt-limited like 마이페이지's password checks).
     * The member's payout account stays as it is until staff approve.
     */
    async request(memberId: number, body: BankChangeRequest): Promise<AccountOutcome<BankChangeRequested>> {
      const before = await findMemberBank(deps.db, memberId);
      const hashes = await findPasswordHashes(deps.db, memberId);
      if (!before || !hashes) throw new AppError('sessionGone');
      const hash = hashes.exchangePasswordHash;
      const rule = accountRateRules.currentExchangePasswordPerMember;
      const plain = body.exchangePassword;
      if (!(await isCurrentSecretRight(deps.limiter, rule, { memberId, hash, plain }))) {
        return refused(bankChangeCode.wrongExchangePassword, bankChangeText.wrongExchangePassword);
      }
      if (isSameAccount(body, before)) return refused(bankChangeCode.sameAccount, bankChangeText.sameAccount);
      try {
        const row = await insertPendingBankChange(deps.db, { memberId, after: body, before, at: deps.now() });
        return { kind: 'ok', data: { message: bankChangeText.requested, request: presentBankChange(row) } };
      } catch (error) {
        // The unique partial index is the check: two racing requests cannot both be pending.
        const constraint = uniqueViolationConstraint(error);
        if (constraint === null || (constraint !== '' && constraint !== onePendingIndex)) throw error;
        return refused(bankChangeCode.alreadyPending, bankChangeText.alreadyPending);
      }
    },

    /** The member's own requests, newest first. */
    async listOwn(memberId: number): Promise<BankChangeList> {
      const rows = await listMemberBankChanges(deps.db, memberId, bankChangeListLength);
      return { items: rows.map(presentBankChange) };
    },

    /** One page of requests across members (or of one member), pending first; the look is audited. */
    async listForStaff(
      actor: StaffActor,
      filter: Required<Pick<StaffBankChangeListRequest, 'status' | 'page'>> & { memberId?: number },
    ): Promise<StaffBankChangePage> {
      const { rows, total } = await listBankChangesForStaff(deps.db, {
        memberId: filter.memberId,
        status: filter.status,
        offset: (filter.page - 1) * staffPageSize,
        limit: staffPageSize,
      });
      // The list shows full account numbers: who looked is recorded.
      await recordStaffAction(deps.db, {
        staffId: actor.staffId,
        action: 'member.bankChange.list',
        targetType: filter.memberId === undefined ? null : 'member',
        targetId: filter.memberId ?? null,
        ip: actor.ip,
      });
      return { items: rows.map(presentStaffBankChange), page: filter.page, pageSize: staffPageSize, total };
    },

    /**
     * Approves (the member's payout account is written in the same transaction) or rejects with a
     * reason, with its audit line; a decided request is refused and nothing changes.
     */
    async review(
      actor: StaffActor,
      input: { id: number; approve: boolean; reason: string },
    ): Promise<BankChangeReviewOutcome> {
      return deps.db.transaction().execute(async (trx): Promise<BankChangeReviewOutcome> => {
        const row = await lockBankChangeRequest(trx, input.id);
        if (!row) return { kind: 'notFound' };
        if (row.status !== 'pending') return { kind: 'alreadyDecided' };
        const status = input.approve ? 'approved' : 'rejected';
        const after = { bankName: row.bankName, bankAccount: row.bankAccount, bankHolder: row.bankHolder };
        const reason = input.reason === '' ? null : input.reason;
        await decideBankChange(trx, { id: row.id, status, reason, at: deps.now(), staffId: actor.staffId });
        if (input.approve) await setMemberBank(trx, row.memberId, after);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: input.approve ? 'member.bankChange.approve' : 'member.bankChange.reject',
          targetType: 'member',
          targetId: row.memberId,
          before: {
            requestId: row.id,
            bankName: row.beforeBankName,
            bankAccount: row.beforeBankAccount,
            bankHolder: row.beforeBankHolder,
          },
          after: { requestId: row.id, status, ...after },
          reason,
          ip: actor.ip,
        });
        return { kind: 'ok', data: { id: row.id, status } };
      });
    },
  };
}

/** The bank change service. */
export type BankChangeService = ReturnType<typeof createBankChangeService>;
