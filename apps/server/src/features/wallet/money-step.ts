import type { LedgerTxKind } from '@hanpan/core/money/ledger-kinds';
import type { Db, SystemAccountKind } from '../../lib/db/database.ts';
import { insufficientFundsAccount } from '../../lib/db/errors.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/http/app-error.ts';
import { postTransfersInBulk } from './bulk-ledger-repository.ts';
import { splitCreditForDebts, writeDebtRepayments } from './debt-repository.ts';
import { InsufficientFundsError, postTransfer, type Transfer } from './ledger-repository.ts';
import { isStakeKind, type StakeRefusal, stakeGuardOf } from './stake-guard.ts';
import { systemAccountIdOf } from './system-accounts.ts';
import { postTransferGroup } from './transfer-group-repository.ts';
import type { TransferLeg } from './transfer-leg.ts';

/**
 * Where money sits: one of a member's accounts (by id), the member's shard of a house side, or a
 * member's cash that repays what they owe from resettled bets first (member_debt), the rest as cash.
 */
export type Holder =
  | { accountId: number }
  | { system: SystemAccountKind; memberId: number }
  | { cashAfterDebts: { memberId: number; cashAccountId: number } };

/** One of a member's accounts (cash, point or agency cash), by id. */
export const memberAccount = (accountId: number): Holder => ({ accountId });

/** The member's shard of the house: the other side of every stake, payout and refund. */
export const house = (memberId: number): Holder => ({ system: 'house', memberId });

/** The member's shard of another system side (bank clearing, withdrawals pending, promotion, coupon ...). */
export const systemSide = (kind: SystemAccountKind, memberId: number): Holder => ({ system: kind, memberId });

/** A credit to the member's cash that repays their open debts first (deposits). */
export const cashAfterDebts = (memberId: number, cashAccountId: number): Holder => ({
  cashAfterDebts: { memberId, cashAccountId },
});

/** One movement of money: how much goes from whom to whom, why, and under which key. */
export type Movement = {
  /** Why it moves: a stake, a payout, a refund, a reversal, a reward, a conversion ... (core's ledger kinds). */
  why: LedgerTxKind;
  /** Whole won, > 0. */
  amount: bigint;
  from: Holder;
  to: Holder;
  /** The idempotency key: money moves under a key once, ever. */
  key: string;
  /** What caused it: the bet, round, casino transaction or request, e.g. 'bet:12'. */
  reference: string;
  memo?: string | null;
  staffId?: number | null;
};

/** What a movement did: its ledger transaction. */
export type Moved = { txId: bigint };

/**
 * Why the money step refused a movement: the member's balance is smaller than the debit, or player
 * protection stopped a stake (a time-out, self-exclusion, loss or stake limit; see `stakeRefusalOf`).
 */
export type MoneyRefusalReason = 'notEnoughMoney' | 'protected';

/**
 * Thrown by the money step when it refuses a movement. Part of the movement may have been written: the
 * caller lets it roll its transaction (or savepoint) back and answers with its own product's refusal.
 */
export class MoneyRefused extends Error {
  constructor(
    readonly reason: MoneyRefusalReason,
    /** With 'protected': the code and Korean message every product answers with. */
    readonly refusal: StakeRefusal | null = null,
  ) {
    super(`Money refused: ${reason}`);
    this.name = 'MoneyRefused';
  }
}

/** The reason when `error` is the money step's refusal, else null. */
export const moneyRefusalOf = (error: unknown): MoneyRefusalReason | null =>
  error instanceof MoneyRefused ? error.reason : null;

/** The protection refusal (code and Korean message) when `error` is one, else null. */
export const stakeRefusalOf = (error: unknown): StakeRefusal | null =>
  error instanceof MoneyRefused && error.reason === 'protected' ? error.refusal : null;

/**
 * A movement planned by the money step for a product that posts it inside its own statement (through
 * ledger_post_transfer, migration 0031): its ledger kind, reference and key, and its balanced legs.
 */
export type PlannedMovement = {
  why: LedgerTxKind;
  reference: string;
  key: string;
  accountIds: number[];
  amounts: bigint[];
};

/**
 * What one movement of a moveMany group did: moved (its ledger transaction), refused because the
 * member's balance is short (nothing of it written), or nothing because its key moved money before.
 */
export type ManyMoved = Moved | { refused: 'notEnoughMoney' } | { duplicate: true };

/** The money step of one database: moves money inside the caller's transaction. */
export type MoneyStep = {
  /**
   * Moves `amount` from `from` to `to` as one double-entry ledger transaction inside `trx`: the debit
   * is conditional (a member balance never goes below zero: MoneyRefused 'notEnoughMoney'), and a key
   * that moved money before moves nothing and refuses the request (AppError 'idempotencyKeyReused').
   */
  move(trx: Trx, movement: Movement): Promise<Moved>;
  /**
   * Plans a movement between a member's account and a system side (accounts by id, through the one
   * shard cache) for a product that posts it in its own statement; run that statement through
   * `post`.
   */
  plan(trx: Trx, movement: Movement): Promise<PlannedMovement>;
  /**
   * Runs the product's statement that posts a planned movement, with the refusals of `move`: a
   * refused debit is MoneyRefused 'notEnoughMoney' (nothing of the statement stayed), a key that
   * moved money before is AppError 'idempotencyKeyReused' (the caller rolls its writes back).
   */
  post<R>(statement: () => Promise<R>, isDuplicate: (result: R) => boolean): Promise<R>;
  /**
   * Moves many movements (planned as `plan` does: accounts and system sides, no cashAfterDebts) in
   * one statement: on `db` it is an autocommit statement of its own, on a transaction part of it.
   * Each movement answers on its own (ManyMoved, in the movements' order): a refusal or a key used
   * before writes nothing of that movement and the others go on.
   */
  moveMany(db: Db, movements: readonly Movement[]): Promise<ManyMoved[]>;
  /**
   * Many movements already planned as balanced legs (a settlement batch: payouts, reversals, debt
   * repayments) in a handful of statements, after lockAccounts took their accounts. A key that moved
   * money before fails the whole transaction: bulk callers key by rows they hold locked.
   */
  moveInBulk(trx: Trx, transfers: readonly BulkTransfer[]): Promise<Map<string, bigint>>;
  /** The id of the member's shard of a system side (cached; a miss reads through `reader`). */
  systemAccountOf(kind: SystemAccountKind, memberId: number, reader?: Db): Promise<number>;
};

/** A movement of the bulk step, as balanced legs on account ids. */
export type BulkTransfer = Omit<Transfer, 'memo' | 'staffId'>;

const steps = new WeakMap<Db, MoneyStep>();

/** The one money step every product moves members' money through (DESIGN.md section 3). */
export function moneyStep(db: Db): MoneyStep {
  const known = steps.get(db);
  if (known) return known;
  const step: MoneyStep = {
    async move(trx, movement) {
      await admit(db, trx, movement);
      const from = await legsOf(db, trx, movement.from, -movement.amount, []);
      const to = await legsOf(db, trx, movement.to, movement.amount, from.accountIds);
      let posting: Awaited<ReturnType<typeof postTransfer>>;
      try {
        posting = await postTransfer(trx, {
          kind: movement.why,
          reference: movement.reference,
          idempotencyKey: movement.key,
          legs: [...from.legs, ...to.legs],
          memo: movement.memo ?? null,
          staffId: movement.staffId ?? null,
        });
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new MoneyRefused('notEnoughMoney');
        throw error;
      }
      // Every product binds its key to one request: a key that moved money before (its reply pruned,
      // or another request's) never moves it again.
      if (posting.kind === 'duplicate') throw new AppError('idempotencyKeyReused');
      await to.afterPosting();
      return { txId: posting.txId };
    },
    async plan(trx, movement) {
      await admit(db, trx, movement);
      const legs = await planLegs(db, trx, movement);
      return {
        why: movement.why,
        reference: movement.reference,
        key: movement.key,
        accountIds: legs.map((leg) => leg.accountId),
        amounts: legs.map((leg) => leg.amount),
      };
    },
    async moveMany(on, movements) {
      const transfers = await Promise.all(
        movements.map(async (movement): Promise<Transfer> => {
          // No product stakes through moveMany (settlements, commissions). A stake in a transaction
          // still passes the guard (a refusal throws MoneyRefused 'protected' for the whole group);
          // on the autocommit handle the guard's row lock would hold nothing, so it is refused.
          if (isStakeKind(movement.why)) {
            if (!on.isTransaction)
              throw new Error('A stake moves inside a transaction (the stake guard locks)');
            await guardStake(db, on as Trx, movement);
          }
          const planned = await planLegs(db, on, movement);
          return {
            kind: movement.why,
            reference: movement.reference,
            idempotencyKey: movement.key,
            legs: planned,
            memo: movement.memo ?? null,
            staffId: movement.staffId ?? null,
          };
        }),
      );
      const outcomes = await postTransferGroup(on, transfers);
      return outcomes.map((outcome): ManyMoved => {
        if (outcome.kind === 'posted') return { txId: outcome.txId };
        return outcome.kind === 'duplicate' ? { duplicate: true } : { refused: 'notEnoughMoney' };
      });
    },
    async post(statement, isDuplicate) {
      let result: Awaited<ReturnType<typeof statement>>;
      try {
        result = await statement();
      } catch (error) {
        if (insufficientFundsAccount(error) !== null) throw new MoneyRefused('notEnoughMoney');
        throw error;
      }
      if (isDuplicate(result)) throw new AppError('idempotencyKeyReused');
      return result;
    },
    async moveInBulk(trx, transfers) {
      try {
        return await postTransfersInBulk(trx, transfers);
      } catch (error) {
        if (error instanceof InsufficientFundsError) throw new MoneyRefused('notEnoughMoney');
        throw error;
      }
    },
    systemAccountOf: (kind, memberId, reader) => systemAccountIdOf(db, kind, memberId, reader ?? db),
  };
  steps.set(db, step);
  return step;
}

/** Checks a movement's amount before any of it is planned or posted. */
function checkAmount(movement: Movement): void {
  if (movement.amount <= 0n) throw new Error(`No money to move for ${movement.why}: ${movement.amount}`);
}

/**
 * Checks a movement before any of it is planned or posted (move and plan): a stake also passes the
 * installed stake guard (player protection, DESIGN.md principle 4) inside the caller's transaction.
 */
async function admit(db: Db, trx: Trx, movement: Movement): Promise<void> {
  checkAmount(movement);
  await guardStake(db, trx, movement);
}

/** Asks the installed stake guard about a stake (other movements pass): MoneyRefused 'protected' when it refuses. */
async function guardStake(db: Db, trx: Trx, movement: Movement): Promise<void> {
  if (!isStakeKind(movement.why)) return;
  const guard = stakeGuardOf(db);
  if (!guard) return;
  // Every product's stake moves from the member's cash account to the member's house shard.
  const { from, to } = movement;
  if (!('accountId' in from) || !('system' in to))
    throw new Error(`A stake moves cash to the house: ${movement.why}`);
  const stake = {
    memberId: to.memberId,
    cashAccountId: from.accountId,
    amount: movement.amount,
    why: movement.why,
  };
  const refusal = await guard(trx, stake);
  if (refusal) throw new MoneyRefused('protected', refusal);
}

/** The balanced legs of a movement between accounts and system sides (plan's and moveMany's). */
async function planLegs(db: Db, reader: Db, movement: Movement): Promise<TransferLeg[]> {
  checkAmount(movement);
  return [
    { accountId: await plainAccountOf(db, reader, movement.from), amount: -movement.amount },
    { accountId: await plainAccountOf(db, reader, movement.to), amount: movement.amount },
  ];
}

/** The account of a member account or system side holder (a miss of the shard cache reads through `reader`). */
async function plainAccountOf(db: Db, reader: Db, holder: Holder): Promise<number> {
  if ('accountId' in holder) return holder.accountId;
  if ('system' in holder) return systemAccountIdOf(db, holder.system, holder.memberId, reader);
  throw new Error('A planned movement moves between accounts and system sides only');
}

type HolderLegs = { legs: TransferLeg[]; accountIds: number[]; afterPosting: () => Promise<void> };

const nothingAfter = async () => {};

/** The legs of one side of a movement (`amount` signed: < 0 debits it). */
async function legsOf(
  db: Db,
  trx: Trx,
  holder: Holder,
  amount: bigint,
  otherAccountIds: readonly number[],
): Promise<HolderLegs> {
  if (!('cashAfterDebts' in holder)) {
    const accountId = await plainAccountOf(db, trx, holder);
    return { legs: [{ accountId, amount }], accountIds: [accountId], afterPosting: nothingAfter };
  }
  if (amount < 0n) throw new Error('Cash after debts only receives money');
  const split = await splitCreditForDebts(trx, { ...holder.cashAfterDebts, amount, otherAccountIds });
  return {
    legs: split.legs,
    accountIds: split.legs.map((leg) => leg.accountId),
    afterPosting: () => writeDebtRepayments(trx, split.debts),
  };
}
