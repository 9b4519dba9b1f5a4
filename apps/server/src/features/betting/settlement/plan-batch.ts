import type { BetSettledMessage } from '@hanpan/core/api/realtime';
import { type BonusRule, legResultOf, settleBet } from '@hanpan/core/betting/settlement';
import { type OpenDebt, repayDebts, type TransferLeg } from '../../wallet/index.ts';
import type { BetWrite, LegState, LegWrite, LockedBet } from './settlement-repository.ts';
import type { SettlementSource } from './settlement-types.ts';

// The pure part of a batch: from the locked bets and their legs' effective values, what to write.
// First judgeBets (no money: which bets change, which legs), then planMoney once the changed bets'
// accounts and debts are locked (cash taken back never below zero, the shortfall a debt, payouts
// repaying open debts first).

/** The bonus tiers kept with a bet (JSON), or null when missing or malformed (no recount). */
export function bonusRuleFrom(json: unknown): BonusRule | null {
  const value = typeof json === 'string' ? safeParse(json) : json;
  if (!value || typeof value !== 'object') return null;
  const { minBonusOdds, bonusRateList } = value as Partial<BonusRule>;
  if (typeof minBonusOdds !== 'number' || !Array.isArray(bonusRateList)) return null;
  if (!bonusRateList.every((tier) => typeof tier?.rate === 'number')) return null;
  return { minBonusOdds, bonusRateList: bonusRateList.map((tier) => ({ rate: tier.rate })) };
}

const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** A bet whose status or payout changes: a new settlement version. */
export type BetChange = { bet: LockedBet; write: BetWrite; payout: bigint; previousPayout: bigint };

/** What the bets' legs say: the legs to write, the bets that change, and those whose settled odds only moved. */
export type Judgement = { legs: LegWrite[]; changes: BetChange[]; oddsOnly: BetWrite[] };

/** Judges the locked bets against their legs' effective settlement values. */
export function judgeBets(bets: readonly LockedBet[], legStates: readonly LegState[]): Judgement {
  const legsOf = new Map<bigint, LegState[]>();
  for (const leg of legStates) {
    const list = legsOf.get(leg.betId);
    if (list) list.push(leg);
    else legsOf.set(leg.betId, [leg]);
  }
  const judgement: Judgement = { legs: [], changes: [], oddsOnly: [] };
  for (const bet of bets) {
    const legs = legsOf.get(bet.id) ?? [];
    for (const leg of legs) {
      if (leg.settlement === leg.effective) continue;
      judgement.legs.push({
        betId: bet.id,
        legNo: leg.legNo,
        status: legResultOf(leg.effective),
        settlement: leg.effective,
      });
    }
    // A bet staff cancelled keeps its money as it is; its legs still follow the results.
    if (bet.status === 'cancelled' || legs.length === 0) continue;
    const next = settleBet({
      stake: bet.stake,
      totalOdds: bet.totalOdds,
      bonusRate: bet.bonusRate,
      potentialPayout: bet.potentialPayout,
      bonusRule: bonusRuleFrom(bet.bonusRule),
      legs: legs.map((leg) => ({ odds: leg.odds, result: legResultOf(leg.effective) })),
    });
    const isOpen = next.status === 'open';
    const previousPayout = bet.payout ?? 0n;
    const write: BetWrite = {
      id: bet.id,
      status: next.status,
      payout: isOpen ? null : next.payout,
      settledOdds: isOpen ? null : next.settledOdds,
      version: bet.settleVersion,
    };
    if (next.status !== bet.status || next.payout !== previousPayout) {
      write.version += 1;
      judgement.changes.push({ bet, write, payout: next.payout, previousPayout });
    } else if (write.settledOdds !== bet.settledOdds) {
      judgement.oddsOnly.push(write);
    }
  }
  return judgement;
}

/** The accounts a batch's money moves on. */
export type AccountsOf = {
  cash: (memberId: number) => number;
  house: (memberId: number) => number;
  debt: (memberId: number) => number;
};

/** A planned ledger posting of one bet's settlement. */
export type PlannedTransfer = {
  kind: 'bet_reversal' | 'bet_payout';
  reference: string;
  idempotencyKey: string;
  legs: TransferLeg[];
};

/** What the batch posts: transfers, debts made, and what each changed bet's history row and message say. */
export type MoneyPlan = {
  transfers: PlannedTransfer[];
  newDebts: (OpenDebt & { createdTxKey: string })[];
  settlements: {
    change: BetChange;
    reversalKey: string | null;
    payoutKey: string | null;
    source: SettlementSource;
  }[];
  paid: bigint;
  reversed: bigint;
};

/**
 * Plans the money of the changed bets in bet id order against the locked cash balances (changed in
 * place) and open debts (oldest first; new debts join the end). Keys `bet:<id>:v<version>:reversal` and
 * `:payout` make each version's postings unique in the ledger.
 */
export function planMoney(
  changes: readonly BetChange[],
  cash: Map<number, bigint>,
  debts: Map<number, OpenDebt[]>,
  accounts: AccountsOf,
  source: SettlementSource,
): MoneyPlan {
  const plan: MoneyPlan = { transfers: [], newDebts: [], settlements: [], paid: 0n, reversed: 0n };
  for (const change of changes) {
    const { bet, write, payout, previousPayout } = change;
    const memberId = bet.memberId;
    const prefix = `bet:${bet.id}:v${write.version}`;
    let reversalKey: string | null = null;
    let payoutKey: string | null = null;
    if (previousPayout > 0n) {
      reversalKey = `${prefix}:reversal`;
      const balance = cash.get(memberId) ?? 0n;
      const taken = balance < previousPayout ? balance : previousPayout;
      const shortfall = previousPayout - taken;
      cash.set(memberId, balance - taken);
      plan.transfers.push({
        kind: 'bet_reversal',
        reference: `bet:${bet.id}`,
        idempotencyKey: reversalKey,
        legs: [
          { accountId: accounts.house(memberId), amount: previousPayout },
          { accountId: accounts.cash(memberId), amount: -taken },
          { accountId: accounts.debt(memberId), amount: -shortfall },
        ].filter((leg) => leg.amount !== 0n),
      });
      if (shortfall > 0n) {
        const debt = {
          id: null,
          memberId,
          betId: bet.id,
          amount: shortfall,
          repaid: 0n,
          repaidBefore: 0n,
          createdTxKey: reversalKey,
        };
        plan.newDebts.push(debt);
        const open = debts.get(memberId);
        if (open) open.push(debt);
        else debts.set(memberId, [debt]);
      }
      plan.reversed += previousPayout;
    }
    if (payout > 0n) {
      payoutKey = `${prefix}:payout`;
      const repaid = repayDebts(debts.get(memberId) ?? [], payout);
      cash.set(memberId, (cash.get(memberId) ?? 0n) + payout - repaid);
      plan.transfers.push({
        kind: 'bet_payout',
        reference: `bet:${bet.id}`,
        idempotencyKey: payoutKey,
        legs: [
          { accountId: accounts.house(memberId), amount: -payout },
          { accountId: accounts.debt(memberId), amount: repaid },
          { accountId: accounts.cash(memberId), amount: payout - repaid },
        ].filter((leg) => leg.amount !== 0n),
      });
      plan.paid += payout;
    }
    plan.settlements.push({ change, reversalKey, payoutKey, source });
  }
  return plan;
}

/** The member's message about one changed bet. */
export function betSettledMessage(change: BetChange): BetSettledMessage {
  return {
    type: 'betSettled',
    betId: String(change.bet.id),
    status: change.write.status,
    payout: Number(change.payout),
    previousPayout: Number(change.previousPayout),
  };
}
