import type { BetSettledMessage } from '@hanpan/core/api/realtime';
import type { Db } from '../../../lib/db/database.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import {
  lockAccountsForBulkMove,
  lockDebtsForBulkMove,
  moneyStep,
  recordDebtRepayments,
  recordNewDebts,
} from '../../wallet/index.ts';
import { type AccountsOf, type BetChange, betSettledMessage, judgeBets, planMoney } from './plan-batch.ts';
import {
  findCashAccounts,
  insertSettlements,
  type LegWrite,
  type LockedBet,
  lockBets,
  preferIndexLookups,
  readLegStates,
  type SettlementRow,
  writeBets,
  writeLegs,
} from './settlement-repository.ts';
import type { SettlementReport, SettlementSource } from './settlement-types.ts';

/** What one committed batch did, and what to tell members once it committed. */
export type BatchResult = SettlementReport & {
  messages: { memberId: number; message: BetSettledMessage }[];
};

const historyRow = (
  change: BetChange,
  source: SettlementSource,
  txIds: { reversal: bigint | null; payout: bigint | null } = { reversal: null, payout: null },
): SettlementRow => ({
  betId: change.bet.id,
  version: change.write.version,
  status: change.write.status,
  payout: change.payout,
  previousPayout: change.previousPayout,
  reversalTxId: txIds.reversal,
  payoutTxId: txIds.payout,
  source,
});

/**
 * Settles one batch of bets in one transaction: locks the bets (id order), reads their legs and the
 * outcomes' effective values after the lock, and for each bet whose status or payout changes writes a
 * new settlement version; legs-only changes write the legs. Bets whose money moves then lock their
 * accounts (id order; after the bets, never before) and their members' debts, and post the reversal of
 * the previous payout and the new payout in bulk. The account locks come last so that they are held
 * for the shortest time: every batch shares the house shards.
 */
export async function settleBatch(
  db: Db,
  betIds: readonly bigint[],
  source: SettlementSource,
): Promise<BatchResult> {
  return db.transaction().execute(async (trx) => {
    await preferIndexLookups(trx);
    const bets = await lockBets(trx, betIds);
    const legStates = await readLegStates(trx, betIds);
    const { legs, changes, oddsOnly } = judgeBets(bets, legStates);
    const result: BatchResult = { betsSettled: 0, betsResettled: 0, paid: 0n, reversed: 0n, messages: [] };
    await writeLegs(trx, legs);
    await writeBets(trx, [...changes.map((change) => change.write), ...oddsOnly]);
    // A leg settling without changing its bet (the first winner of a combination) is news too: the
    // member's history shows each leg's result as it comes.
    result.messages = legOnlyMessages(bets, legs, changes);
    if (changes.length === 0) return result;

    const isMoving = (change: BetChange) => change.payout > 0n || change.previousPayout > 0n;
    const moving = changes.filter(isMoving);
    await insertSettlements(
      trx,
      changes.filter((change) => !isMoving(change)).map((change) => historyRow(change, source)),
    );
    if (moving.length > 0) {
      const plan = await postMoney(db, trx, moving, source);
      result.paid = plan.paid;
      result.reversed = plan.reversed;
    }
    result.betsSettled = changes.length;
    result.betsResettled = changes.filter((change) => change.bet.settleVersion > 0).length;
    result.messages.push(
      ...changes.map((change) => ({ memberId: change.bet.memberId, message: betSettledMessage(change) })),
    );
    return result;
  });
}

/** Locks the accounts and debts of the bets whose money moves, posts their ledger transactions, writes their history. */
async function postMoney(db: Db, trx: Trx, moving: readonly BetChange[], source: SettlementSource) {
  const money = moneyStep(db);
  const memberIds = [...new Set(moving.map((change) => change.bet.memberId))];
  const cashIds = await findCashAccounts(trx, memberIds);
  const houseIds = new Map<number, number>();
  const debtIds = new Map<number, number>();
  for (const memberId of memberIds) {
    houseIds.set(memberId, await money.systemAccountOf('house', memberId, trx));
    debtIds.set(memberId, await money.systemAccountOf('member_debt', memberId, trx));
  }
  const idOf = (ids: Map<number, number>, memberId: number, what: string) => {
    const id = ids.get(memberId);
    if (id === undefined) throw new Error(`Member ${memberId} has no ${what} account`);
    return id;
  };
  const accounts: AccountsOf = {
    cash: (memberId) => idOf(cashIds, memberId, 'cash'),
    house: (memberId) => idOf(houseIds, memberId, 'house'),
    debt: (memberId) => idOf(debtIds, memberId, 'member_debt'),
  };
  // Every account a member's postings may touch, locked at once in id order (a payout repays debts
  // through the debt account), then the payees' debts: the order deposits lock them in too.
  const locked = await lockAccountsForBulkMove(
    trx,
    memberIds.flatMap((memberId) => [
      accounts.cash(memberId),
      accounts.house(memberId),
      accounts.debt(memberId),
    ]),
  );
  const payees = [
    ...new Set(moving.filter((change) => change.payout > 0n).map((change) => change.bet.memberId)),
  ];
  const debts = await lockDebtsForBulkMove(trx, payees);
  const cash = new Map(
    memberIds.map((memberId) => [memberId, locked.get(accounts.cash(memberId))?.balance ?? 0n]),
  );
  const plan = planMoney(moving, cash, debts, accounts, source);
  const txIds = await money.moveInBulk(trx, plan.transfers);
  const txOf = (key: string | null) => (key === null ? null : (txIds.get(key) ?? null));
  await recordDebtRepayments(trx, [...debts.values()].flat());
  await recordNewDebts(
    trx,
    plan.newDebts.map((debt) => {
      const createdTxId = txOf(debt.createdTxKey);
      if (createdTxId === null) throw new Error(`Debt of ${debt.createdTxKey} without its posting`);
      return { ...debt, createdTxId };
    }),
  );
  await insertSettlements(
    trx,
    plan.settlements.map(({ change, reversalKey, payoutKey }) =>
      historyRow(change, source, { reversal: txOf(reversalKey), payout: txOf(payoutKey) }),
    ),
  );
  return plan;
}

/** Messages for the bets of which only legs changed: the bet's status and payout as they stand. */
function legOnlyMessages(
  bets: readonly LockedBet[],
  legs: readonly LegWrite[],
  changes: readonly BetChange[],
): BatchResult['messages'] {
  const changed = new Set(changes.map((change) => change.bet.id));
  const touched = new Set(legs.map((leg) => leg.betId));
  return bets
    .filter((bet) => touched.has(bet.id) && !changed.has(bet.id))
    .map((bet) => ({
      memberId: bet.memberId,
      message: {
        type: 'betSettled',
        betId: String(bet.id),
        status: bet.status,
        payout: Number(bet.payout ?? 0n),
        previousPayout: Number(bet.payout ?? 0n),
      },
    }));
}
