import type { StaffChargeItem, StaffExchangeItem } from '@hanpan/core/api/staff';
import { staffPageSize } from '@hanpan/core/api/staff-codes';
import { needsSecondApproval } from '@hanpan/core/money/dual-approval';
import { kstMidnightOf } from '@hanpan/core/time/kst';
import type { Trx } from '../../lib/db/transaction.ts';
import { presentMoney } from '../../lib/http/money.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { cashAfterDebts, getMemberAccounts, memberAccount, moneyStep, systemSide } from '../wallet/index.ts';
import { readMoneySettings, writeMoneySettings } from './money-settings-repository.ts';
import { presentPage, presentStaffCharge, presentStaffExchange } from './present.ts';
import type { DecisionOutcome, PaymentsDeps, PaymentsService } from './service.ts';
import {
  claimPendingCharge,
  closeExchange,
  findChargeStatus,
  findStaffCharge,
  findStaffExchange,
  listStaffCharges,
  listStaffExchanges,
  lockExchange,
  setChargeLedgerTx,
  setExchangeFirstApproval,
  sumMemberBalances,
  sumRequests,
} from './staff-repository.ts';

type StaffPart = Pick<
  PaymentsService,
  | 'listCharges'
  | 'approveCharge'
  | 'rejectCharge'
  | 'listExchanges'
  | 'approveExchange'
  | 'rejectExchange'
  | 'getMoneyTotals'
  | 'countPendingRequests'
  | 'getMoneySettings'
  | 'saveMoneySettings'
>;

const countAmount = (sum: { count: number; amount: bigint }) => ({
  count: sum.count,
  amount: presentMoney(sum.amount),
});

/**
 * Staff's side of deposits and withdrawals. Every decision runs in one transaction with its
 * ledger posting and its audit line; a request is decided once however many staff click at once.
 */
export function createStaffPayments(deps: PaymentsDeps): StaffPart {
  const { db } = deps;
  const pageOf = (page: number) => ({ page, pageSize: staffPageSize });
  const notify = async (outcome: { kind: string; item?: { memberId: number } }) => {
    if (outcome.item && outcome.kind !== 'firstApproval')
      await deps.notifyUserContextChanged(outcome.item.memberId);
  };

  const chargeItem = async (trx: Trx, id: number) => presentStaffCharge((await findStaffCharge(trx, id))!);

  const decideCharge = async (
    actor: StaffActor,
    id: number,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<DecisionOutcome<StaffChargeItem>> => {
    const outcome = await db.transaction().execute(async (trx): Promise<DecisionOutcome<StaffChargeItem>> => {
      const decidedAt = deps.now();
      const claimed = await claimPendingCharge(trx, {
        id,
        staffId: actor.staffId,
        now: decidedAt,
        ...decision,
      });
      if (!claimed) return { kind: (await findChargeStatus(trx, id)) ? 'notPending' : 'notFound' };
      let ledgerTxId: bigint | null = null;
      if (decision.status === 'approved') {
        const { cash } = await getMemberAccounts(trx, claimed.memberId);
        // A deposit repays what the member owes from resettled bets first (member_debt), the rest is cash.
        const posting = await moneyStep(db).move(trx, {
          why: 'charge',
          amount: claimed.amount,
          from: systemSide('bank_clearing', claimed.memberId),
          to: cashAfterDebts(claimed.memberId, cash),
          key: `charge_request:${id}:approve`,
          reference: `charge_request:${id}`,
          staffId: actor.staffId,
        });
        ledgerTxId = posting.txId;
        await setChargeLedgerTx(trx, id, posting.txId);
        await deps.onDepositApproved?.record(trx, {
          chargeId: id,
          memberId: claimed.memberId,
          amount: claimed.amount,
          approvedAt: decidedAt,
        });
      }
      await recordStaffAction(trx, {
        staffId: actor.staffId,
        action: decision.status === 'approved' ? 'charge.approve' : 'charge.reject',
        targetType: 'charge_request',
        targetId: id,
        before: { status: 'pending', memberId: claimed.memberId, amount: claimed.amount },
        after: { status: decision.status, memberId: claimed.memberId, amount: claimed.amount, ledgerTxId },
        reason: decision.reason,
        ip: actor.ip,
      });
      return { kind: decision.status, item: await chargeItem(trx, id) };
    });
    if (outcome.kind === 'approved' || outcome.kind === 'rejected') deps.notifyStaffCountsChanged?.();
    if (outcome.kind === 'approved') {
      // The home page's deposit ticker (fakeChargeList) lists approved deposits.
      deps.notifySiteChanged?.('deposits');
      await notify(outcome);
      // Rewards of the deposit (referral) are paid in their own transactions; a failure leaves them
      // pending for the next pass and never undoes the approval.
      await deps.onDepositApproved?.afterCommit().catch(() => undefined);
    }
    return outcome;
  };

  const decideExchange = async (
    actor: StaffActor,
    id: number,
    decision: { status: 'approved' | 'rejected'; reason: string | null },
  ): Promise<DecisionOutcome<StaffExchangeItem>> => {
    const { exchangeDualApprovalAmount } = await readMoneySettings(db);
    const item = async (trx: Trx) =>
      presentStaffExchange((await findStaffExchange(trx, id))!, exchangeDualApprovalAmount);
    const outcome = await db
      .transaction()
      .execute(async (trx): Promise<DecisionOutcome<StaffExchangeItem>> => {
        const request = await lockExchange(trx, id);
        if (!request) return { kind: 'notFound' };
        if (request.status !== 'pending') return { kind: 'notPending' };
        const audit = { staffId: actor.staffId, targetType: 'exchange_request', targetId: id, ip: actor.ip };
        const before = {
          status: request.status,
          memberId: request.memberId,
          amount: request.amount,
          firstApprovedBy: request.firstApprovedBy,
        };
        if (decision.status === 'approved') {
          if (request.firstApprovedBy === actor.staffId) return { kind: 'sameApprover' };
          if (
            request.firstApprovedBy === null &&
            needsSecondApproval(request.amount, exchangeDualApprovalAmount)
          ) {
            await setExchangeFirstApproval(trx, { id, staffId: actor.staffId, now: deps.now() });
            const after = { ...before, firstApprovedBy: actor.staffId };
            await recordStaffAction(trx, { ...audit, action: 'exchange.firstApprove', before, after });
            return { kind: 'firstApproval', item: await item(trx) };
          }
        }
        // Paid out: the hold leaves for the bank. Rejected: the hold goes back to the member's cash.
        const step = decision.status === 'approved' ? 'payout' : 'release';
        const posting = await moneyStep(db).move(trx, {
          why: `exchange_${step}`,
          amount: request.amount,
          from: systemSide('withdrawal_pending', request.memberId),
          to:
            decision.status === 'approved'
              ? systemSide('bank_clearing', request.memberId)
              : memberAccount((await getMemberAccounts(trx, request.memberId)).cash),
          key: `exchange_request:${id}:${step}`,
          reference: `exchange_request:${id}`,
          staffId: actor.staffId,
        });
        await closeExchange(trx, {
          id,
          staffId: actor.staffId,
          now: deps.now(),
          settleTxId: posting.txId,
          ...decision,
        });
        await recordStaffAction(trx, {
          ...audit,
          action: decision.status === 'approved' ? 'exchange.approve' : 'exchange.reject',
          before,
          after: { ...before, status: decision.status, settleTxId: posting.txId },
          reason: decision.reason,
        });
        return { kind: decision.status, item: await item(trx) };
      });
    if (outcome.kind === 'approved' || outcome.kind === 'rejected') deps.notifyStaffCountsChanged?.();
    if (outcome.kind === 'rejected') await notify(outcome);
    return outcome;
  };

  return {
    async listCharges(filter) {
      const page = pageOf(filter.page);
      return presentPage(await listStaffCharges(db, filter, page), page, presentStaffCharge);
    },
    approveCharge: (actor, id) => decideCharge(actor, id, { status: 'approved', reason: null }),
    rejectCharge: (actor, id, reason) => decideCharge(actor, id, { status: 'rejected', reason }),

    async listExchanges(filter) {
      const page = pageOf(filter.page);
      const [{ exchangeDualApprovalAmount }, result] = await Promise.all([
        readMoneySettings(db),
        listStaffExchanges(db, filter, page),
      ]);
      return presentPage(result, page, (row) => presentStaffExchange(row, exchangeDualApprovalAmount));
    },
    approveExchange: (actor, id) => decideExchange(actor, id, { status: 'approved', reason: null }),
    rejectExchange: (actor, id, reason) => decideExchange(actor, id, { status: 'rejected', reason }),

    async getMoneyTotals(now) {
      const since = kstMidnightOf(now);
      const [pendingCharges, pendingExchanges, approvedCharges, approvedExchanges, balances] =
        await Promise.all([
          sumRequests(db, 'charge_request', 'pending'),
          sumRequests(db, 'exchange_request', 'pending'),
          sumRequests(db, 'charge_request', 'approved', since),
          sumRequests(db, 'exchange_request', 'approved', since),
          sumMemberBalances(db),
        ]);
      return {
        pendingCharges: countAmount(pendingCharges),
        pendingExchanges: countAmount(pendingExchanges),
        today: {
          approvedCharges: countAmount(approvedCharges),
          approvedExchanges: countAmount(approvedExchanges),
        },
        memberBalances: {
          cash: presentMoney(balances.cash),
          point: presentMoney(balances.point),
          agencyCash: presentMoney(balances.agency_cash),
        },
      };
    },

    async countPendingRequests() {
      const [charges, exchanges] = await Promise.all([
        sumRequests(db, 'charge_request', 'pending'),
        sumRequests(db, 'exchange_request', 'pending'),
      ]);
      return { charges: charges.count, exchanges: exchanges.count };
    },

    getMoneySettings: () => readMoneySettings(db),
    async saveMoneySettings(actor, settings) {
      await db.transaction().execute(async (trx) => {
        const before = await readMoneySettings(trx);
        await writeMoneySettings(trx, settings);
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          action: 'settings.money',
          targetType: 'site_setting',
          targetId: 'money',
          before,
          after: settings,
          ip: actor.ip,
        });
      });
      deps.notifySiteChanged?.('settings');
    },
  };
}
