import type { StaffLedgerLine } from '@hanpan/core/api/staff';
import { checkPointToCash, conversionCode, conversionText } from '@hanpan/core/api/wallet-codes';
import { amountProblemText, readWonAmount } from '@hanpan/core/money/amount';
import type { Db, MemberAccountKind } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { IdempotentReply } from '../../lib/http/envelope.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { runIdempotent } from '../../lib/idempotency/repository.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { recordStaffAction } from '../staff/index.ts';
import { readMemberBalances } from './ledger-repository.ts';
import { memberAccount, moneyRefusalOf, moneyStep, systemSide } from './money-step.ts';
import {
  type LockedAccounts,
  listMemberLedgerLines,
  lockMemberAccounts,
  readMemberAccounts,
} from './repository.ts';

/** The outcome of a manual balance adjustment. */
export type AdjustmentOutcome =
  | { kind: 'adjusted'; txId: string; balance: number }
  | { kind: 'duplicate'; txId: string; balance: number }
  | { kind: 'insufficient' }
  | { kind: 'notFound' };

/** Balances and conversions: points, cash and settlement cash, and staff adjustments. */
export type WalletService = {
  convertPointToCash(memberId: number, key: string): Promise<IdempotentReply>;
  convertCashToPoint(memberId: number, amount: unknown, key: string): Promise<IdempotentReply>;
  convertAgencyCashToPoint(memberId: number, key: string): Promise<IdempotentReply>;
  convertAgencyCashToCash(memberId: number, key: string): Promise<IdempotentReply>;
  adjustBalance(
    actor: StaffActor,
    input: {
      memberId: number;
      account: MemberAccountKind;
      amount: number;
      reason: string;
      idempotencyKey: string;
    },
  ): Promise<AdjustmentOutcome>;
  listLedgerLines(memberId: number, limit: number): Promise<StaffLedgerLine[]>;
};

/** What the wallet service is built from. */
export type WalletDeps = {
  db: Db;
  notifyUserContextChanged: NotifyUserContextChanged;
  /** The staff-set minimum of a point conversion, read in the conversion's transaction (payments owns the money settings). */
  readMinPointConversion: (trx: Trx) => Promise<number>;
};

/** The ledger kind of each conversion and the call its idempotency key is bound to. */
const conversionCalls = {
  point_to_cash: 'wallet.pointToCash',
  cash_to_point: 'wallet.cashToPoint',
  agency_cash_to_point: 'wallet.agencyCashToPoint',
  agency_cash_to_cash: 'wallet.agencyCashToCash',
} as const;

/** One conversion: which operation, which accounts, and how much to move once the balances are locked. */
type Conversion = {
  operation: keyof typeof conversionCalls;
  /** The request's inputs the idempotency key is bound to (the amount asked for, if any). */
  inputs?: Record<string, unknown>;
  from: MemberAccountKind;
  to: MemberAccountKind;
  doneText: string;
  /** The amount to move, or the refusal to reply with (nothing is posted). */
  decide(trx: Trx, locked: LockedAccounts): Promise<bigint | IdempotentReply>;
};

const refusal = (code: number, message: string): IdempotentReply => ({ code, data: { message, amount: 0 } });

const ledgerLineLimit = { min: 1, max: 500 } as const;

/** Builds the wallet service. */
export function createWalletService({
  db,
  notifyUserContextChanged,
  readMinPointConversion,
}: WalletDeps): WalletService {
  /**
   * Runs a conversion under the member's idempotency key: locks the member's balances, decides
   * the amount, posts it through the ledger, and tells the member's browsers after the commit.
   * A replayed key returns the first reply and notifies nobody (nothing moved this time).
   */
  const convert = async (memberId: number, key: string, conversion: Conversion): Promise<IdempotentReply> => {
    const claim = {
      actor: { memberId },
      key,
      operation: conversionCalls[conversion.operation],
      requestHash: fingerprintOf(conversion.inputs ?? {}),
    };
    const outcome = await runIdempotent<IdempotentReply>(
      db,
      claim,
      async (trx) => {
        const locked = await lockMemberAccounts(trx, memberId);
        if (!locked) throw new Error(`Member ${memberId} lacks an account`);
        const decision = await conversion.decide(trx, locked);
        if (typeof decision !== 'bigint') return decision;
        await moneyStep(db).move(trx, {
          why: conversion.operation,
          amount: decision,
          from: memberAccount(locked.ids[conversion.from]),
          to: memberAccount(locked.ids[conversion.to]),
          key: `member:${memberId}:${key}`,
          reference: `member:${memberId}`,
        });
        return { code: conversionCode.ok, data: { message: conversion.doneText, amount: Number(decision) } };
      },
      (error) =>
        moneyRefusalOf(error) === 'notEnoughMoney'
          ? refusal(conversionCode.insufficientBalance, conversionText.insufficientCash)
          : undefined,
    );
    if (!outcome.isReplay && outcome.reply.code === conversionCode.ok)
      await notifyUserContextChanged(memberId);
    return outcome.reply;
  };

  /** Moves the whole balance of `from`, refusing with code 1 when it is 0. */
  const convertAll = (
    operation: Conversion['operation'],
    from: MemberAccountKind,
    to: MemberAccountKind,
    texts: { nothing: string; done: string },
  ): Conversion => ({
    operation,
    from,
    to,
    doneText: texts.done,
    decide: async (_trx, locked) =>
      locked.balances[from] > 0n ? locked.balances[from] : refusal(conversionCode.nothing, texts.nothing),
  });

  return {
    convertPointToCash: (memberId, key) =>
      convert(memberId, key, {
        operation: 'point_to_cash',
        from: 'point',
        to: 'cash',
        doneText: conversionText.pointToCashDone,
        // Spec section 7: all points at once; 'no points' first, then the staff-set minimum (section 8, code 2).
        async decide(trx, locked) {
          const points = locked.balances.point;
          // core's rule, the one the browser ran before asking; read only when there are points.
          const minimum = points > 0n ? await readMinPointConversion(trx) : 0;
          const check = checkPointToCash(points, minimum);
          return check.ok ? points : refusal(check.code, check.message);
        },
      }),

    async convertCashToPoint(memberId, amount, key) {
      const reading = readWonAmount(amount);
      // Bad input is answered before any database work: nothing is written for it.
      if (!reading.ok) return refusal(conversionCode.nothing, amountProblemText[reading.problem]);
      const requested = BigInt(reading.amount);
      return convert(memberId, key, {
        operation: 'cash_to_point',
        from: 'cash',
        to: 'point',
        inputs: { amount: reading.amount },
        doneText: conversionText.cashToPointDone,
        // The money step's conditional debit refuses more than the cash (-> code 6).
        decide: async () => requested,
      });
    },

    convertAgencyCashToPoint: (memberId, key) =>
      convert(
        memberId,
        key,
        convertAll('agency_cash_to_point', 'agency_cash', 'point', {
          nothing: conversionText.noAgencyCash,
          done: conversionText.agencyCashToPointDone,
        }),
      ),

    convertAgencyCashToCash: (memberId, key) =>
      convert(
        memberId,
        key,
        convertAll('agency_cash_to_cash', 'agency_cash', 'cash', {
          nothing: conversionText.noAgencyCash,
          done: conversionText.agencyCashToCashDone,
        }),
      ),

    async adjustBalance(actor, input) {
      const { idempotencyKey, ...inputs } = input;
      const claim = {
        actor: { staffId: actor.staffId },
        key: idempotencyKey,
        operation: 'wallet.adjust',
        requestHash: fingerprintOf(inputs),
      };
      const { reply, isReplay } = await runIdempotent<AdjustmentOutcome>(
        db,
        claim,
        (trx) => adjustInTransaction(db, trx, actor, input),
        (error) => (moneyRefusalOf(error) === 'notEnoughMoney' ? { kind: 'insufficient' } : undefined),
      );
      if (reply.kind !== 'adjusted') return reply;
      if (isReplay) return { ...reply, kind: 'duplicate' };
      await notifyUserContextChanged(input.memberId);
      return reply;
    },

    listLedgerLines(memberId, limit) {
      const bounded = Math.min(
        Math.max(Math.trunc(limit) || ledgerLineLimit.min, ledgerLineLimit.min),
        ledgerLineLimit.max,
      );
      return listMemberLedgerLines(db, memberId, bounded);
    },
  };
}

/**
 * A staff adjustment inside one transaction: the posting against the member's shard of the
 * promotion account and its audit line commit together. The staff's idempotency key (claimed by
 * adjustBalance, bound to the account and the body) makes a double click post once and audit
 * once; a debit that would take
 * the balance below zero is refused by the money step and nothing stays. No row is locked
 * before the money step, so its id-ordered updates are the only locks taken (no lock-order cycle
 * with other postings on the promotion shard); the balance before is the one after minus the
 * amount, as the updated row stays locked until the commit.
 */
async function adjustInTransaction(
  db: Db,
  trx: Trx,
  actor: StaffActor,
  input: Parameters<WalletService['adjustBalance']>[1],
): Promise<AdjustmentOutcome> {
  const member = await readMemberAccounts(trx, input.memberId);
  if (!member) return { kind: 'notFound' };
  const amount = BigInt(input.amount);
  const account = memberAccount(member.ids[input.account]);
  const promotion = systemSide('promotion', input.memberId);
  // A positive amount credits the member from the promotion side, a negative one takes it back.
  const posting = await moneyStep(db).move(trx, {
    why: 'adjustment',
    amount: amount < 0n ? -amount : amount,
    from: amount < 0n ? account : promotion,
    to: amount < 0n ? promotion : account,
    key: `adjust:${input.idempotencyKey}`,
    reference: `staff:${actor.staffId}`,
    memo: input.reason,
    staffId: actor.staffId,
  });
  const after = await readMemberBalances(trx, input.memberId);
  const txId = posting.txId.toString();
  const balance = Number(after[input.account]);
  const before = { ...after, [input.account]: after[input.account] - amount };
  await recordStaffAction(trx, {
    staffId: actor.staffId,
    action: 'member.balance.adjust',
    targetType: 'member',
    targetId: input.memberId,
    before: { account: input.account, amount, balances: before },
    after: { account: input.account, amount, balances: after, txId },
    reason: input.reason,
    ip: actor.ip,
  });
  return { kind: 'adjusted', txId, balance };
}
