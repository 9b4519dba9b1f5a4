import { betCode, cartCheckText } from '@hanpan/core/betting/bet-codes';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import { bonusRuleOf } from '@hanpan/core/betting/settlement';
import type { Db } from '../../../lib/db/database.ts';
import type { GroupCommitter } from '../../../lib/db/group-commit.ts';
import type { Trx } from '../../../lib/db/transaction.ts';
import { AppError } from '../../../lib/http/app-error.ts';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';
import { fingerprintOf } from '../../../lib/idempotency/fingerprint.ts';
import { runIdempotent } from '../../../lib/idempotency/repository.ts';
import type { SiteRulesStore } from '../../sports/index.ts';
import { listPicksOfOutcomes } from '../../sports/index.ts';
import { InsufficientFundsError, postTransfer, systemAccountShardOf } from '../../wallet/index.ts';
import type { BetLimitsStore } from '../limits/limits-store.ts';
import { type GroupReads, type PlacementAsk, ratedOf, snapshotOf } from './group-reads.ts';
import { insertBet, readBettor, readPickFacts } from './placement-repository.ts';
import { presentPlacedBet } from './present.ts';
import { type BetMode, type BetSnapshot, judgeBet, refusal } from './resolve-picks.ts';

/** A bet as the member sent it, read (amount in whole won). */
export type BetInput = { memberId: number; items: BetPayloadItem[]; amount: number };

/** What placing a bet needs: the database, the cached rules and limits, the house shards, the committer. */
export type PlacementDeps = {
  db: Db;
  rules: SiteRulesStore;
  limits: BetLimitsStore;
  /** The member's shard of the house account (cached ids). */
  houseAccountOf: (memberId: number) => Promise<number>;
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
  const [bettor, limits, { facts, now }, rows, siteRules] = await Promise.all([
    readBettor(deps.db, input.memberId),
    deps.limits.current(),
    readPickFacts(deps.db, ids),
    listPicksOfOutcomes(deps.db, ids),
    deps.rules.current(),
  ]);
  return { bettor, limits, facts, rated: ratedOf(siteRules, rows), nowMs: now.getTime() };
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
 * Places a bet in one transaction under the member's idempotency key: judges it again on the locked
 * rows, debits the stake from the member's cash to the house (conditional: never below zero), and
 * inserts the bet and its legs with the database clock of the check. A replayed key returns the
 * first reply and moves nothing.
 */
export async function placeBet(
  deps: PlacementDeps,
  input: BetInput,
  placement: Placement,
): Promise<PlacementOutcome> {
  const { memberId, items, amount } = input;
  let isPlaced = false;
  // Read before the transaction: a cache miss queries outside it (PGlite runs one transaction at a time).
  const [{ settings }, limits, house] = await Promise.all([
    deps.rules.current(),
    deps.limits.current(),
    deps.houseAccountOf(memberId),
  ]);
  const ask: PlacementAsk = { memberId, betIds: items.map((item) => item.id) };
  let groupReads: GroupReads | null = null;
  const claim = {
    actor: { memberId },
    key: placement.key,
    operation: placement.operation,
    requestHash: fingerprintOf({ betList: items, amount }),
  };
  const outcome = await retryOnDeadlock(() =>
    runIdempotent<IdempotentReply>(
      deps.db,
      claim,
      async (trx) => {
        isPlaced = false;
        const early = await placement.before?.(trx);
        if (early) return early;
        if (!groupReads) throw new Error('A placement ran without its group reads');
        const snapshot = snapshotOf(groupReads, { settings, limits }, ask);
        const now = groupReads.now;
        const verdict = judgeBet({ items, amount }, snapshot, placement.mode);
        if (verdict.kind === 'refused') return { code: verdict.code, data: verdict.data };
        const bettor = snapshot.bettor;
        if (!bettor) throw new Error(`Member ${memberId} vanished while betting`);
        const stake = BigInt(amount);
        const posting = await postTransfer(trx, {
          kind: 'bet_stake',
          reference: `bet:${memberId}:${placement.key}`,
          idempotencyKey: `bet:${memberId}:${placement.key}`,
          legs: [
            { accountId: bettor.cashAccountId, amount: -stake },
            { accountId: house, amount: stake },
          ],
        });
        // The key posted before but its reply is gone (pruned after the retention): never again.
        if (posting.kind === 'duplicate') throw new AppError('idempotencyKeyReused');
        const betId = await insertBet(trx, {
          memberId,
          kind: placement.mode,
          stake,
          totalOdds: verdict.figures.totalOdds,
          bonusRate: verdict.figures.bonusOdds,
          bonusRule: bonusRuleOf(limits),
          potentialPayout: BigInt(verdict.figures.expectedWinnings),
          isOddsChanged: verdict.isOddsChanged,
          stakeTxId: posting.txId,
          idempotencyKey: placement.key,
          placedAt: now,
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
        });
        isPlaced = true;
        return { code: betCode.ok, data: presentPlacedBet(betId, amount, verdict) };
      },
      (error) => {
        if (!(error instanceof InsufficientFundsError)) return undefined;
        const refused = refusal(
          betCode.insufficientBalance,
          placement.mode,
          cartCheckText.insufficientBalance,
        );
        return { code: refused.code, data: refused.data };
      },
      // Lanes by house shard: two groups running at once never share a member or a house shard.
      // One bet per member in a group (its cash read is its own), the retry of a key in the next one.
      (work) =>
        deps.committer.run(
          { lane: systemAccountShardOf(memberId), conflictKey: `member:${memberId}`, payload: ask },
          (trx, reads) => {
            groupReads = reads;
            return work(trx);
          },
        ),
    ),
  );
  return { reply: outcome.reply, isPlaced: isPlaced && !outcome.isReplay };
}
