import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { type PickSettlement, settlePick } from '@hanpan/core/minigames/markets';
import type { VirtualCard, VirtualResult } from '@hanpan/core/virtual/types';
import type { Db } from '../../lib/db/database.ts';
import { house, memberAccount, moneyStep } from '../wallet/index.ts';
import {
  type ClosedRoundRow,
  lockOpenBets,
  lockRoundToSettle,
  markBetSettled,
  roundsWithOpenBets,
} from './settle-repository.ts';
import { settleVirtual, virtualOf } from './virtual-models.ts';

// Settles the open bets of drawn and voided rounds. Each batch is one transaction: its bets are locked
// (skip locked: a racing pass takes the others), each leaves 'open' with a conditional update and its
// payout is posted under the key minibet:{id}:payout, so a bet is paid once however many passes race.
// A pass that stops halfway (a crash, a restart) leaves the rest open: the next pass finishes them.
// Locks follow the house shard order (a member's cash is only locked after their shard), so two
// passes, or a pass and a placement, never wait on each other in a cycle. Each batch first locks its
// round shared and settles by the round as committed then: a staff void of a drawn virtual event locks
// the round, so a bet is settled on the result only by a batch committed before the void.

/** Bets settled per transaction. */
const defaultBatchSize = 500;
/** Rounds looked at per pass. */
const roundsPerPass = 100;

/** What settling needs: the database, the clock (virtual events settle after they finish) and batch sizes (tests shrink them). */
export type SettleDeps = {
  db: Db;
  now?: () => Date;
  batchSize?: number;
  /** Batches per pass (default: until no open bet is left); tests stop a pass halfway with it. */
  maxBatches?: number;
};

/** A member whose open bets of a round were settled in a pass. */
export type SettledRoundOfMember = { memberId: number; gameType: number; roundKey: string };

/**
 * What a pass did: bets settled, the amount paid, the members whose balance changed, and each member's
 * rounds whose bets it settled (once per member and round).
 */
export type SettleReport = {
  settled: number;
  paid: bigint;
  paidMembers: number[];
  settledRounds: SettledRoundOfMember[];
};

/** The payout of a settled stake at odds x100, whole won rounded down (half won pays (1 + odds) / 2). */
export function payoutOf(settlement: PickSettlement, stake: bigint, odds: number): bigint {
  if (settlement === 'won') return (stake * BigInt(odds)) / 100n;
  if (settlement === 'half_won') return (stake * (100n + BigInt(odds))) / 200n;
  if (settlement === 'void') return stake;
  return 0n;
}

type ClosedRound = ClosedRoundRow;

/** How a bet of the round settles: void on a voided round, else by the pick on the drawn result. */
function settlementOf(round: ClosedRound, pick: number): PickSettlement {
  const virtual = virtualOf(round.gameType);
  if (virtual && round.status === 'drawn') {
    return settleVirtual(virtual, round.card as VirtualCard, round.result as VirtualResult, pick);
  }
  const game = miniGameOf(round.gameType);
  if (round.status === 'void' || !game) return 'void';
  return settlePick(miniFamilies[game.family], pick, round.result);
}

/** Settles one batch of the round's open bets in one transaction; returns what it did. */
async function settleBatch(deps: SettleDeps, round: ClosedRound) {
  const money = moneyStep(deps.db);
  return deps.db.transaction().execute(async (trx) => {
    const locked = { ...round, ...(await lockRoundToSettle(trx, round.id)) };
    const bets = await lockOpenBets(trx, round.id, deps.batchSize ?? defaultBatchSize);
    const houseIds = new Map<number, number>();
    for (const bet of bets)
      houseIds.set(bet.memberId, await money.systemAccountOf('house', bet.memberId, trx));
    const houseOf = (memberId: number) => houseIds.get(memberId) ?? 0;
    bets.sort((a, b) => houseOf(a.memberId) - houseOf(b.memberId) || a.cashAccountId - b.cashAccountId);
    let paid = 0n;
    const paidMembers = new Set<number>();
    const bettors = new Set<number>();
    for (const bet of bets) {
      bettors.add(bet.memberId);
      const settlement = settlementOf(locked, bet.pick);
      const payout = payoutOf(settlement, bet.stake, bet.odds);
      let payoutTxId: bigint | null = null;
      if (payout > 0n) {
        const moved = await money.move(trx, {
          why: 'minigame_payout',
          amount: payout,
          from: house(bet.memberId),
          to: memberAccount(bet.cashAccountId),
          key: `minibet:${bet.id}:payout`,
          reference: `minibet:${bet.id}`,
        });
        payoutTxId = moved.txId;
        paid += payout;
        paidMembers.add(bet.memberId);
      }
      const isMarked = await markBetSettled(trx, bet.id, { status: settlement, payout, payoutTxId });
      if (!isMarked) throw new Error(`Mini-game bet ${bet.id} left open twice`);
    }
    return { settled: bets.length, paid, paidMembers, bettors };
  });
}

/**
 * One settlement pass: every open bet of every drawn or voided round (up to roundsPerPass rounds),
 * batch by batch. Call after draws; members in paidMembers get their userContext pushed, and members in
 * settledRounds their settled rounds, by the caller once this returns (every batch has committed).
 */
export async function settleClosedRounds(deps: SettleDeps): Promise<SettleReport> {
  const report: SettleReport = { settled: 0, paid: 0n, paidMembers: [], settledRounds: [] };
  const rounds = await roundsWithOpenBets(deps.db, roundsPerPass, deps.now?.() ?? new Date());
  if (rounds.length === 0) return report;
  const members = new Set<number>();
  let batches = 0;
  for (const round of rounds) {
    const bettors = new Set<number>();
    for (;;) {
      if (deps.maxBatches !== undefined && batches >= deps.maxBatches) break;
      const batch = await settleBatch(deps, round);
      batches += 1;
      report.settled += batch.settled;
      report.paid += batch.paid;
      for (const member of batch.paidMembers) members.add(member);
      for (const member of batch.bettors) bettors.add(member);
      if (batch.settled < (deps.batchSize ?? defaultBatchSize)) break;
    }
    for (const memberId of bettors) {
      report.settledRounds.push({ memberId, gameType: round.gameType, roundKey: round.roundKey });
    }
  }
  report.paidMembers = [...members];
  return report;
}
