import { betCode, cartCheckText } from '@hanpan/core/betting/bet-codes';
import type { BetLimits } from '@hanpan/core/betting/limits';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import { type BonusRule, bonusRuleOf } from '@hanpan/core/betting/settlement';
import type { Db } from '../../../lib/db/database.ts';
import type { GroupCommitter } from '../../../lib/db/group-commit.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';
import { fingerprintOf } from '../../../lib/idempotency/fingerprint.ts';
import {
  type ClaimOutcome,
  type ClaimRow,
  claimThenRun,
  runClaiming,
} from '../../../lib/idempotency/repository.ts';
import type { SiteRulesStore } from '../../sports/index.ts';
import { pricePicksNow } from '../../sports/index.ts';
import {
  house,
  houseShardOf,
  type Movement,
  memberAccount,
  moneyRefusalOf,
  moneyStep,
  stakeRefusalOf,
} from '../../wallet/index.ts';
import type { BetLimitsStore } from '../limits/limits-store.ts';
import { type GroupReads, type PlacementAsk, snapshotOf } from './group-reads.ts';
import {
  type Bettor,
  type BetWrite,
  insertBet,
  placeBetInOne,
  readBettor,
  readPickFacts,
} from './placement-repository.ts';
import { presentPlacedBet } from './present.ts';
import { type AcceptedBet, type BetMode, type BetSnapshot, judgeBet, refusal } from './resolve-picks.ts';

/** A bet as the member sent it, read (amount in whole won). */
export type BetInput = { memberId: number; items: BetPayloadItem[]; amount: number };

/** What placing a bet needs: the database, the cached rules and limits, the committer. */
export type PlacementDeps = {
  db: Db;
  rules: SiteRulesStore;
  limits: BetLimitsStore;
  /** Placements share transactions with others queued at the same time (group commit). */
  committer: GroupCommitter<PlacementAsk, GroupReads>;
};

/**
 * What a bet is judged on, read without locks: the member, the limits, the picks and their
 * effective prices under the cached sports rules, and the database clock.
 */
export async function readSnapshot(
  deps: Pick<PlacementDeps, 'db' | 'rules' | 'limits'>,
  input: BetInput,
): Promise<BetSnapshot> {
  const ids = input.items.map((item) => item.id);
  const [bettor, limits, { facts, now }, rated] = await Promise.all([
    readBettor(deps.db, input.memberId),
    deps.limits.current(),
    readPickFacts(deps.db, ids),
    pricePicksNow(deps.db, deps.rules, ids),
  ]);
  return { bettor, limits, facts, rated, nowMs: now.getTime() };
}

// SQLSTATE 40P01: PostgreSQL broke a lock cycle by rolling this transaction back (nothing of it stayed).
const deadlockState = '40P01';
const maxAttempts = 3;

/**
 * Runs a placement again when PostgreSQL chose it as a deadlock's victim: a writer that takes an
 * outcome before its fixture (unlike the feed, which locks fixtures first) can cross the bet's locks.
 */
async function retryOnDeadlock<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== deadlockState || attempt >= maxAttempts) throw error;
    }
  }
}

/** How a placement runs: its mode, the call its key is bound to, and work to do first in its transaction. */
export type Placement = {
  mode: BetMode;
  operation: 'bet.add' | 'bet.inplay';
  key: string;
  /** Runs first in the transaction (the in-play confirm takes its parked bet); a reply refuses. */
  before?: (trx: Trx) => Promise<IdempotentReply | null>;
};

/** What a placement did: its reply, and whether money moved in this call. */
export type PlacementOutcome = { reply: IdempotentReply; isPlaced: boolean };

/**
 * Places a bet in one transaction under the member's idempotency key: judges it again on the rows
 * its group read, moves the stake from the member's cash to the house (never below zero), and
 * inserts the bet and its legs with the database clock of the check; an accepted prematch bet's
 * writes (claim, stake, bet and legs, reply) are one statement. A replayed key returns the first
 * reply and moves nothing.
 */
export async function placeBet(
  deps: PlacementDeps,
  input: BetInput,
  placement: Placement,
): Promise<PlacementOutcome> {
  const { memberId, items, amount } = input;
  // Read before the transaction: a cache miss queries outside it (PGlite runs one transaction at a time).
  const [{ settings }, limits] = await Promise.all([deps.rules.current(), deps.limits.current()]);
  const ask: PlacementAsk = { memberId, betIds: items.map((item) => item.id) };
  const claim = {
    actor: { memberId },
    key: placement.key,
    operation: placement.operation,
    requestHash: fingerprintOf({ betList: items, amount }),
  };
  const outcome = await retryOnDeadlock(() =>
    runClaiming<IdempotentReply, GroupReads>(
      deps.db,
      claim,
      async (trx, reads, row) => {
        const judge = () =>
          judgeBet({ items, amount }, snapshotOf(reads, { settings, limits }, ask), placement.mode);
        // The in-play confirm takes its parked bet after the claim: it keeps the step-by-step path.
        if (placement.before) {
          const before = placement.before;
          return claimThenRun(claim, async (inner: Trx) => {
            const early = await before(inner);
            if (early) return early;
            const verdict = judge();
            if (verdict.kind === 'refused') return { code: verdict.code, data: verdict.data };
            return stakeAndRecord(deps.db, inner, acceptedOf(input, placement, reads, verdict, limits));
          })(trx, reads, row);
        }
        // Judged before the claim (pure, on the group's reads): a refusal is claimed and stored as
        // any reply, so a stored reply under the key is still answered first.
        const verdict = judge();
        if (verdict.kind === 'refused') {
          const refused = { code: verdict.code, data: verdict.data };
          return claimThenRun(claim, async () => refused)(trx, reads, row);
        }
        return placeInOne(deps.db, trx, row, acceptedOf(input, placement, reads, verdict, limits));
      },
      (error) => refusalOfMoneyStep(error, placement.mode),
      // Lanes by house shard: two groups running at once never share a member or a house shard.
      // One bet per member in a group (its cash read is its own), the retry of a key in the next one.
      (work) =>
        deps.committer.run(
          { lane: houseShardOf(memberId), conflictKey: `member:${memberId}`, payload: ask },
          work,
        ),
    ),
  );
  const isPlaced = !outcome.isReplay && outcome.reply.code === betCode.ok;
  return { reply: outcome.reply, isPlaced };
}

/** The reply to the money step's refusal of the stake (nothing of it stayed), or undefined for any other error. */
function refusalOfMoneyStep(error: unknown, mode: BetMode): IdempotentReply | undefined {
  // Player protection (issue 27): its own code and Korean message, as every product answers it.
  const stopped = stakeRefusalOf(error);
  if (stopped) return { code: stopped.code, data: { message: stopped.message } };
  return moneyRefusalOf(error) === 'notEnoughMoney' ? notEnoughCash(mode) : undefined;
}

/** The reply to a stake larger than the member's cash. */
function notEnoughCash(mode: BetMode): IdempotentReply {
  const refused = refusal(betCode.insufficientBalance, mode, cartCheckText.insufficientBalance);
  return { code: refused.code, data: refused.data };
}

/** An accepted bet and what it was judged on. */
type Accepted = {
  input: BetInput;
  placement: Placement;
  bettor: Bettor;
  verdict: AcceptedBet;
  bonusRule: BonusRule;
  betId: bigint;
  now: Date;
};

/** The accepted bet with its member, its reserved id and the clock, out of its group's reads. */
function acceptedOf(
  input: BetInput,
  placement: Placement,
  reads: GroupReads,
  verdict: AcceptedBet,
  limits: BetLimits,
): Accepted {
  const bettor = reads.bettors.get(input.memberId);
  const betId = reads.betIds.get(input.memberId);
  if (!bettor || betId === undefined) throw new Error(`Member ${input.memberId} vanished while betting`);
  return { input, placement, bettor, verdict, bonusRule: bonusRuleOf(limits), betId, now: reads.now };
}

/** The stake's movement: the member's cash to their house shard, keyed by the member's key. */
function stakeOf(accepted: Accepted): Movement {
  const { memberId, amount } = accepted.input;
  const key = `bet:${memberId}:${accepted.placement.key}`;
  return {
    why: 'bet_stake',
    amount: BigInt(amount),
    from: memberAccount(accepted.bettor.cashAccountId),
    to: house(memberId),
    key,
    reference: key,
  };
}

/** The bet and its legs as written. */
function betWriteOf(accepted: Accepted): Omit<BetWrite, 'stakeTxId'> {
  const { input, placement, verdict } = accepted;
  return {
    memberId: input.memberId,
    kind: placement.mode,
    stake: BigInt(input.amount),
    totalOdds: verdict.figures.totalOdds,
    bonusRate: verdict.figures.bonusOdds,
    bonusRule: accepted.bonusRule,
    potentialPayout: BigInt(verdict.figures.expectedWinnings),
    isOddsChanged: verdict.isOddsChanged,
    idempotencyKey: placement.key,
    placedAt: accepted.now,
    legs: verdict.legs.map((leg) => ({
      fixtureId: leg.facts.fixtureId,
      marketId: leg.facts.marketId,
      outcomeId: leg.facts.outcomeId,
      feedBetId: leg.facts.betId,
      sportId: leg.facts.sportId,
      leagueId: leg.facts.leagueId,
      pickName: leg.facts.name,
      baseLine: leg.facts.baseLine,
      odds: leg.odds,
      isInplay: leg.isInplay,
    })),
  };
}

/** The reply to an accepted bet (the id reserved by its group's reads). */
const replyOf = (accepted: Accepted): IdempotentReply => ({
  code: betCode.ok,
  data: presentPlacedBet(accepted.betId, accepted.input.amount, accepted.verdict),
});

/**
 * The accepted bet's writes in one statement (bet_place): the key claimed with the reply, the stake
 * planned and its refusals mapped by the money step, the bet and its legs.
 */
async function placeInOne(
  db: Db,
  trx: Trx,
  claim: ClaimRow,
  accepted: Accepted,
): Promise<ClaimOutcome<IdempotentReply>> {
  const step = moneyStep(db);
  const stake = await step.plan(trx, stakeOf(accepted));
  const reply = replyOf(accepted);
  const bet = { ...betWriteOf(accepted), id: accepted.betId };
  const placed = await step.post(
    () => placeBetInOne(trx, { claim, reply, stake, bet }),
    (written) => written.kind === 'duplicate',
  );
  if (placed.kind === 'stored' || placed.kind === 'vanished') return placed;
  return { kind: 'done', reply };
}

/** Moves the accepted bet's stake to the house and records the bet and its legs, step by step. */
async function stakeAndRecord(db: Db, trx: Trx, accepted: Accepted): Promise<IdempotentReply> {
  const moved = await moneyStep(db).move(trx, stakeOf(accepted));
  const betId = await insertBet(trx, { ...betWriteOf(accepted), stakeTxId: moved.txId });
  return { code: betCode.ok, data: presentPlacedBet(betId, accepted.input.amount, accepted.verdict) };
}
