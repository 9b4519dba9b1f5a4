import type {
  ChargeInfo,
  ChargeRequestItem,
  ExchangeInfo,
  ExchangeRequestItem,
  PageOf,
} from '@hanpan/core/api/payments';
import { isPlaceholderDepositBank, paymentCode, paymentText } from '@hanpan/core/api/payments';
import type {
  MoneySettings,
  StaffChargeItem,
  StaffDashboard,
  StaffExchangeItem,
} from '@hanpan/core/api/staff';
import type { StaffPayOutRequest } from '@hanpan/core/api/staff-payout';
import { amountProblemText, formatWon, readWonAmount } from '@hanpan/core/money/amount';
import type { Db } from '../../lib/db/database.ts';
import { uniqueViolationConstraint } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { codeReply, type IdempotentReply, okReply } from '../../lib/http/envelope.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { createInFlightRequests } from '../../lib/idempotency/in-flight.ts';
import { findReplay, runIdempotent } from '../../lib/idempotency/repository.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import type { DepositGuard } from './deposit-guard.ts';
import { createExchangePasswordCheck } from './exchange-password.ts';
import { fileExchangeRequest } from './exchange-request.ts';
import { readMoneySettings } from './money-settings-repository.ts';
import { memberPageSize } from './policy.ts';
import {
  presentChargeItem,
  presentChargeTicker,
  presentExchangeItem,
  presentPage,
  presentPayoutBank,
} from './present.ts';
import {
  cancelPendingCharge,
  findMemberBankHolder,
  findMemberPayout,
  findPendingCharge,
  insertChargeRequest,
  listMemberCharges,
  listMemberExchanges,
  listRecentApprovedCharges,
} from './repository.ts';
import { type BlockInForceCheck, createStaffPayOut, type PayOutOutcome } from './staff-payout.ts';
import { createStaffPayments } from './staff-service.ts';

/** The outcome of a staff decision on a request. */
export type DecisionOutcome<Item> =
  | { kind: 'approved'; item: Item }
  | { kind: 'firstApproval'; item: Item }
  | { kind: 'rejected'; item: Item }
  | { kind: 'notFound' }
  | { kind: 'notPending' }
  | { kind: 'sameApprover' };

/** Deposits (충전) and withdrawals (환전): the member's requests and staff's decisions. */
export type PaymentsService = {
  getChargeInfo(memberId: number): Promise<ChargeInfo>;
  requestCharge(memberId: number, body: { amount: unknown }, key: string): Promise<IdempotentReply>;
  cancelCharge(memberId: number, id: number): Promise<IdempotentReply>;
  listMemberCharges(memberId: number, page: number): Promise<PageOf<ChargeRequestItem>>;
  getExchangeInfo(memberId: number): Promise<ExchangeInfo>;
  requestExchange(
    memberId: number,
    body: { amount: unknown; exchangePassword: string },
    key: string,
    ip: string,
  ): Promise<IdempotentReply>;
  listMemberExchanges(memberId: number, page: number): Promise<PageOf<ExchangeRequestItem>>;
  /** Recent approved deposits for /api/index2's fakeChargeList (nick masked). */
  listRecentApprovedCharges(limit: number): Promise<{ nick: string; amount: number; approvedAt: string }[]>;

  listCharges(filter: { status: string; page: number; memberId?: number }): Promise<PageOf<StaffChargeItem>>;
  approveCharge(actor: StaffActor, id: number): Promise<DecisionOutcome<StaffChargeItem>>;
  rejectCharge(actor: StaffActor, id: number, reason: string): Promise<DecisionOutcome<StaffChargeItem>>;
  listExchanges(filter: {
    status: string;
    page: number;
    memberId?: number;
  }): Promise<PageOf<StaffExchangeItem>>;
  approveExchange(actor: StaffActor, id: number): Promise<DecisionOutcome<StaffExchangeItem>>;
  /** Staff file a withdrawal for a member under a time-out or self-exclusion (staff-payout.ts). */
  payOutBlockedMember(actor: StaffActor, input: StaffPayOutRequest): Promise<PayOutOutcome>;
  rejectExchange(actor: StaffActor, id: number, reason: string): Promise<DecisionOutcome<StaffExchangeItem>>;
  /** The money part of the dashboard (pending queues, today's approved totals, member balances). */
  getMoneyTotals(
    now: Date,
  ): Promise<Omit<StaffDashboard, 'today'> & { today: Omit<StaffDashboard['today'], 'newMembers'> }>;
  /** How many charges and exchanges wait for a decision (the back office's live counts). */
  countPendingRequests(): Promise<{ charges: number; exchanges: number }>;
  getMoneySettings(): Promise<MoneySettings>;
  saveMoneySettings(actor: StaffActor, settings: MoneySettings): Promise<void>;
};

/** What the payments service is built from. */
export type PaymentsDeps = {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  /** Called after a commit that changed a member's balances. */
  notifyUserContextChanged: NotifyUserContextChanged;
  /** Called after a commit that changed what the site's initial data shows (site feature's notifier). */
  notifySiteChanged?: (kind: 'settings' | 'deposits') => void;
  /** Called after a commit that added or decided a pending charge or exchange (the back office's live counts). */
  notifyStaffCountsChanged?: () => void;
  /** Told of every approved deposit: inside the approval's transaction, then after it committed. */
  onDepositApproved?: ApprovedDepositHook;
  /** Asked before a deposit request is written, in its transaction (player protection). */
  guardDeposit?: DepositGuard;
  /** Whether a member's time-out or self-exclusion is in force (player protection); staff's payOut needs one. */
  isBlockInForce?: BlockInForceCheck;
};

/**
 * What another feature does with an approved deposit (the referral rewards): `record` writes its own
 * rows inside the approval's transaction (no I/O but the database), `afterCommit` follows up once the
 * approval committed; a failure there never undoes the approval.
 */
export type ApprovedDepositHook = {
  record(
    trx: Trx,
    deposit: { chargeId: number; memberId: number; amount: bigint; approvedAt: Date },
  ): Promise<void>;
  afterCommit(): Promise<unknown>;
};

const refuse = (code: number, message: string): IdempotentReply => codeReply(code, { message });

// Min/max per request (codes 3 and 4), after the amount itself was read.
const checkLimits = (amount: number, minimum: number, maximum: number): IdempotentReply | null => {
  if (amount < minimum) return refuse(paymentCode.belowMinimum, paymentText.belowMinimum(formatWon(minimum)));
  if (amount > maximum) return refuse(paymentCode.aboveMaximum, paymentText.aboveMaximum(formatWon(maximum)));
  return null;
};

/** Builds the payments service: the member's calls here, staff's decisions in staff-service.ts. */
export function createPaymentsService(deps: PaymentsDeps): PaymentsService {
  const { db } = deps;
  const checkExchangePassword = createExchangePasswordCheck(deps.limiter);
  const pageOf = (page: number) => ({ page, pageSize: memberPageSize });
  const exchangesInFlight = createInFlightRequests();

  // The exchange request as one run; overlapping requests with its key share it (requestExchange).
  const requestExchangeOnce = async (
    memberId: number,
    body: { amount: unknown; exchangePassword: string },
    key: string,
  ): Promise<IdempotentReply> => {
    const reading = readWonAmount(body.amount);
    if (!reading.ok) return refuse(paymentCode.invalidAmount, amountProblemText[reading.problem]);
    if (body.exchangePassword === '') {
      return refuse(paymentCode.wrongExchangePassword, paymentText.exchangePasswordRequired);
    }
    // The password is left out of the fingerprint: a plain sha256 of a short secret is easily reversed.
    const claim = {
      actor: { memberId },
      key,
      operation: 'exchange.request',
      requestHash: fingerprintOf({ amount: reading.amount }),
    };
    // A retry of a request that already went through gets its reply without another argon2 check.
    const stored = await findReplay<IdempotentReply>(db, claim);
    if (stored !== undefined) return stored;

    const payout = await findMemberPayout(db, memberId);
    if (!payout) throw new AppError('sessionGone');
    if (!(await checkExchangePassword(memberId, payout.exchangePasswordHash, body.exchangePassword))) {
      return refuse(paymentCode.wrongExchangePassword, paymentText.wrongExchangePassword);
    }

    const settings = await readMoneySettings(db);
    const outOfLimits = checkLimits(reading.amount, settings.minExchange, settings.maxExchange);
    if (outOfLimits) return outOfLimits;

    const hold = { memberId, amount: BigInt(reading.amount), bank: payout };
    const outcome = await fileExchangeRequest(db, claim, hold, async (_trx, { row }) =>
      okReply({ message: paymentText.exchangeRequested, item: presentExchangeItem(row) }),
    );
    if (!outcome.isReplay && outcome.reply.code === paymentCode.ok) {
      deps.notifyStaffCountsChanged?.();
      await deps.notifyUserContextChanged(memberId);
    }
    return outcome.reply;
  };

  return {
    async getChargeInfo(memberId) {
      const [settings, pending, holder] = await Promise.all([
        readMoneySettings(db),
        findPendingCharge(db, memberId),
        findMemberBankHolder(db, memberId),
      ]);
      return {
        minCharge: settings.minCharge,
        maxCharge: settings.maxCharge,
        depositBank: settings.depositBank,
        depositorName: holder ?? '',
        pending: pending ? presentChargeItem(pending) : null,
      };
    },

    async requestCharge(memberId, body, key) {
      const reading = readWonAmount(body.amount);
      if (!reading.ok) return refuse(paymentCode.invalidAmount, amountProblemText[reading.problem]);
      // Deposits come only from the member's own account: whatever name the request carries, the
      // registered holder is what staff match the bank transfer against.
      const depositorName = (await findMemberBankHolder(db, memberId))?.trim() ?? '';
      if (depositorName === '')
        return refuse(paymentCode.depositorNameRequired, paymentText.depositorNameRequired);
      const settings = await readMoneySettings(db);
      // Nobody may be told to send money to an account the site does not own.
      if (isPlaceholderDepositBank(settings.depositBank))
        return refuse(paymentCode.depositBankNotSet, paymentText.depositBankNotSet);
      const outOfLimits = checkLimits(reading.amount, settings.minCharge, settings.maxCharge);
      if (outOfLimits) return outOfLimits;
      // No money moves until staff confirm the bank transfer and approve.
      const claim = {
        actor: { memberId },
        key,
        operation: 'charge.request',
        requestHash: fingerprintOf({ amount: reading.amount, depositorName }),
      };
      const { reply, isReplay } = await runIdempotent<IdempotentReply>(
        db,
        claim,
        async (trx) => {
          const refusal = await deps.guardDeposit?.(trx, { memberId, amount: BigInt(reading.amount) });
          if (refusal) return refuse(refusal.code, refusal.message);
          const row = await insertChargeRequest(trx, {
            memberId,
            amount: BigInt(reading.amount),
            depositorName,
          });
          return okReply({ message: paymentText.chargeRequested, item: presentChargeItem(row) });
        },
        (error) =>
          uniqueViolationConstraint(error) === 'charge_request_one_pending_key'
            ? refuse(paymentCode.pendingExists, paymentText.pendingExists)
            : undefined,
      );
      if (!isReplay && reply.code === paymentCode.ok) deps.notifyStaffCountsChanged?.();
      return reply;
    },

    async cancelCharge(memberId, id) {
      const row = await cancelPendingCharge(db, { memberId, id, now: deps.now() });
      if (!row) return refuse(paymentCode.notPending, paymentText.notPending);
      deps.notifyStaffCountsChanged?.();
      return okReply({ message: paymentText.chargeCancelled, item: presentChargeItem(row) });
    },

    async listMemberCharges(memberId, page) {
      return presentPage(
        await listMemberCharges(db, memberId, pageOf(page)),
        pageOf(page),
        presentChargeItem,
      );
    },

    async getExchangeInfo(memberId) {
      const [settings, payout] = await Promise.all([readMoneySettings(db), findMemberPayout(db, memberId)]);
      if (!payout) throw new AppError('sessionGone');
      return {
        minExchange: settings.minExchange,
        maxExchange: settings.maxExchange,
        bank: presentPayoutBank(payout),
      };
    },

    async requestExchange(memberId, body, key) {
      const reading = readWonAmount(body.amount);
      if (!reading.ok) return refuse(paymentCode.invalidAmount, amountProblemText[reading.problem]);
      const requestHash = fingerprintOf({ amount: reading.amount });
      return exchangesInFlight({ accountKey: `member:${memberId}`, key, requestHash }, () =>
        requestExchangeOnce(memberId, body, key),
      );
    },

    async listMemberExchanges(memberId, page) {
      return presentPage(
        await listMemberExchanges(db, memberId, pageOf(page)),
        pageOf(page),
        presentExchangeItem,
      );
    },

    async listRecentApprovedCharges(limit) {
      return (await listRecentApprovedCharges(db, limit)).map(presentChargeTicker);
    },

    ...createStaffPayments(deps),
    payOutBlockedMember: createStaffPayOut(deps),
  };
}
