import type {
  BetLimitData,
  BetPricesData,
  OddsChangePreference,
  OddsChangePreferenceData,
} from '@hanpan/core/api/betting';
import type { Db } from '../../../lib/db/database.ts';
import type { IdempotentReply } from '../../../lib/http/envelope.ts';
import type { SessionMember } from '../../../lib/http/request-member.ts';
import type { NotifyUserContextChanged } from '../../auth/index.ts';
import type { SiteRulesStore } from '../../sports/index.ts';
import { type BetLimitsStore, createBetLimitsStore } from '../limits/limits-store.ts';
import { confirmInplayBet, parkInplayBet } from './inplay.ts';
import { placeBet } from './place-bet.ts';
import { createPlacementCommitter } from './placement-committer.ts';
import { readBettor, readPickFacts, writeOddsChangePreference } from './placement-repository.ts';
import { presentPrice } from './present.ts';
import { type BetBody, readBetRequest } from './read-request.ts';

/** What the betting service is built from. */
export type BettingDeps = {
  db: Db;
  /** The sports odds rules (margin, overrides, line filters): bets are taken at their effective prices. */
  rules: SiteRulesStore;
  notifyUserContextChanged: NotifyUserContextChanged;
  /** The cached bet limits (app.ts wires the staff service's onLimitsChanged to it). */
  limits?: BetLimitsStore;
};

/** Bet placement (prematch and in-play), the slip's limits, the member's preference and prices. */
export type BettingService = {
  /** POST /api/bet/add: judges and places a prematch bet under the member's idempotency key. */
  placePrematch(memberId: number, body: BetBody, key: string): Promise<IdempotentReply>;
  /** POST /api/bet/preInplay: judges an in-play bet and parks it for the session; data is the delay. */
  parkInplay(member: SessionMember, body: BetBody, key: string): Promise<IdempotentReply>;
  /** POST /api/bet/addInplay: places the session's parked bet once its delay has passed. */
  confirmInplay(member: SessionMember): Promise<IdempotentReply>;
  /** POST /api/bet/limit: the limits, and the member's preference when logged in. */
  getLimits(memberId: number | null): Promise<BetLimitData>;
  /** POST /api/bet/preference: sets the preference when given; returns the current one. */
  setPreference(
    memberId: number,
    oddsChange: OddsChangePreference | undefined,
  ): Promise<OddsChangePreferenceData>;
  /** POST /api/bet/prices: the picks' effective prices and states now, in the order asked. */
  getPrices(ids: readonly string[]): Promise<BetPricesData>;
};

/** Builds the betting service. */
export function createBettingService({
  db,
  rules,
  notifyUserContextChanged,
  limits = createBetLimitsStore({ db }),
}: BettingDeps): BettingService {
  const deps = {
    db,
    rules,
    limits,
    committer: createPlacementCommitter(db),
    afterPlaced: notifyUserContextChanged,
  };
  return {
    async placePrematch(memberId, body, key) {
      const read = readBetRequest(body);
      if (!read.isRead) return read.reply;
      // Judged once, inside the transaction on locked rows; a retry of a placed bet replays its first reply.
      const input = { memberId, items: read.items, amount: read.amount };
      const placed = await placeBet(deps, input, { mode: 'prematch', operation: 'bet.add', key });
      if (!placed.isPlaced) return placed.reply;
      // The context sent to the member's pages rides on the reply too (the session hook loads none then).
      const userContext = await notifyUserContextChanged(memberId);
      return userContext ? { ...placed.reply, userContext } : placed.reply;
    },

    parkInplay: (member, body, key) => parkInplayBet(deps, member, body, key),

    confirmInplay: (member) => confirmInplayBet(deps, member),

    async getLimits(memberId) {
      const [current, bettor] = await Promise.all([
        limits.current(),
        memberId === null ? null : readBettor(db, memberId),
      ]);
      return { limits: current, oddsChange: bettor?.oddsChange ?? null };
    },

    async setPreference(memberId, oddsChange) {
      if (oddsChange) await writeOddsChangePreference(db, memberId, oddsChange);
      const bettor = await readBettor(db, memberId);
      return { oddsChange: bettor?.oddsChange ?? 'never' };
    },

    async getPrices(ids) {
      const [{ facts }, effective] = await Promise.all([
        readPickFacts(db, ids),
        rules.effectiveOutcomesOf(ids),
      ]);
      const byId = new Map(facts.map((fact) => [fact.betId, fact]));
      return { list: ids.map((id) => presentPrice(id, byId.get(id), effective.get(id))) };
    },
  };
}
