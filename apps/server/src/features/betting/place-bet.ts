import { betCode, cartCheckText } from '@hanpan/core/betting/bet-codes';
import type { BetPayloadItem } from '@hanpan/core/betting/payload';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { AppError } from '../../lib/http/app-error.ts';
import type { IdempotentReply } from '../../lib/http/envelope.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { runIdempotent } from '../../lib/idempotency/repository.ts';
import { listOverridesOfFixtures, listPicksOfOutcomes } from '../sports/settings/repository.ts';
import { ratePickRows, type SiteRulesStore } from '../sports/settings/rules-store.ts';
import { buildSiteRules, type SiteRules } from '../sports/settings/site-rules.ts';
import { findSystemAccount, InsufficientFundsError, postTransfer } from '../wallet/ledger-repository.ts';
import { readBetLimits } from './limits-repository.ts';
import { presentPlacedBet } from './present.ts';
import { insertBet, readBettor, readPickFacts } from './repository.ts';
import { type BetMode, type BetSnapshot, judgeBet, type RatedPick, refusal } from './resolve-picks.ts';

/** A bet as the member sent it, read (amount in whole won). */
export type BetInput = { memberId: number; items: BetPayloadItem[]; amount: number };

const ratedOf = (rules: SiteRules, rows: Parameters<typeof ratePickRows>[1]) => {
  const rated = new Map<string, RatedPick>();
  for (const [betId, pick] of ratePickRows(rules, rows)) {
    rated.set(betId, { price: pick.price, status: pick.status, isHidden: pick.isHidden });
  }
  return rated;
};

/**
 * What a bet is judged on, read without locks: the member, the limits, the picks and their
 * effective prices under the cached sports rules, and the database clock.
 */
export async function readSnapshot(db: Db, rules: SiteRulesStore, input: BetInput): Promise<BetSnapshot> {
  const ids = input.items.map((item) => item.id);
  const [bettor, limits, { facts, now }, rows, siteRules] = await Promise.all([
    readBettor(db, input.memberId),
    readBetLimits(db),
    readPickFacts(db, ids),
    listPicksOfOutcomes(db, ids),
    rules.current(),
  ]);
  return { bettor, limits, facts, rated: ratedOf(siteRules, rows), nowMs: now.getTime() };
}

/**
 * The same inside the placement's transaction, on locked rows: the picks' fixtures, markets and
 * outcomes `for share` (a kick-off, a suspension, a settlement or a staff override of them waits for
 * this transaction, or committed before and is read here), those fixtures' overrides read again,
 * and the database clock read after the locks (the bet's placed_at).
 */
async function readLockedSnapshot(trx: Trx, settings: SiteRules['settings'], input: BetInput) {
  const ids = input.items.map((item) => item.id);
  const { facts, now } = await readPickFacts(trx, ids, { lock: true });
  const overrides = await listOverridesOfFixtures(trx, [...new Set(facts.map((fact) => fact.fixtureId))]);
  const siteRules = buildSiteRules(settings, overrides);
  const rows = await listPicksOfOutcomes(trx, ids);
  const bettor = await readBettor(trx, input.memberId);
  const limits = await readBetLimits(trx);
  const snapshot: BetSnapshot = {
    bettor,
    limits,
    facts,
    rated: ratedOf(siteRules, rows),
    nowMs: now.getTime(),
  };
  return { snapshot, now };
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
  deps: { db: Db; rules: SiteRulesStore },
  input: BetInput,
  placement: Placement,
): Promise<PlacementOutcome> {
  const { memberId, items, amount } = input;
  let isPlaced = false;
  // Read before the transaction: a cache miss queries outside it (PGlite runs one transaction at a time).
  const { settings } = await deps.rules.current();
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
        const { snapshot, now } = await readLockedSnapshot(trx, settings, input);
        const verdict = judgeBet({ items, amount }, snapshot, placement.mode);
        if (verdict.kind === 'refused') return { code: verdict.code, data: verdict.data };
        const bettor = snapshot.bettor;
        if (!bettor) throw new Error(`Member ${memberId} vanished while betting`);
        const stake = BigInt(amount);
        const house = await findSystemAccount(trx, 'house', memberId);
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
    ),
  );
  return { reply: outcome.reply, isPlaced: isPlaced && !outcome.isReplay };
}
