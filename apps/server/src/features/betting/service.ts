import type {
  BetLimitData,
  BetPricesData,
  OddsChangePreference,
  OddsChangePreferenceData,
} from '@hanpan/core/api/betting';
import type { Db } from '../../lib/db/database.ts';
import type { IdempotentReply } from '../../lib/http/envelope.ts';
import type { SessionMember } from '../../lib/http/request-member.ts';
import { fingerprintOf } from '../../lib/idempotency/fingerprint.ts';
import { findReplay } from '../../lib/idempotency/repository.ts';
import type { NotifyUserContextChanged } from '../auth/events.ts';
import type { SiteRulesStore } from '../sports/settings/rules-store.ts';
import { confirmInplayBet, parkInplayBet } from './inplay.ts';
import { readBetLimits } from './limits-repository.ts';
import { placeBet, readSnapshot } from './place-bet.ts';
import { presentPrice } from './present.ts';
import { readBetRequest } from './read-request.ts';
import { readBettor, readPickFacts, writeOddsChangePreference } from './repository.ts';
import { judgeBet } from './resolve-picks.ts';

/** What the betting service is built from. */
export type BettingDeps = {
  db: Db;
  /** The sports odds rules (margin, overrides, line filters): bets are taken at their effective prices. */
  rules: SiteRulesStore;
  notifyUserContextChanged: NotifyUserContextChanged;
};

/** Bet placement (prematch and in-play), the slip's limits, the member's preference and prices. */
export type BettingService = {
  /** POST /api/bet/add: judges and places a prematch bet under the member's idempotency key. */
  placePrematch(memberId: number, body: unknown, key: string): Promise<IdempotentReply>;
  /** POST /api/bet/preInplay: judges an in-play bet and parks it for the session; data is the delay. */
  parkInplay(member: SessionMember, body: unknown, key: string): Promise<IdempotentReply>;
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
export function createBettingService({ db, rules, notifyUserContextChanged }: BettingDeps): BettingService {
  const deps = { db, rules, afterPlaced: notifyUserContextChanged };
  return {
    async placePrematch(memberId, body, key) {
      const read = readBetRequest(body);
      if (!read.isRead) return read.reply;
      const input = { memberId, items: read.items, amount: read.amount };
      // A retry of a placed bet gets its first reply, whatever the balance and prices are now.
      const replay = await findReplay<IdempotentReply>(db, {
        actor: { memberId },
        key,
        operation: 'bet.add',
        requestHash: fingerprintOf({ betList: read.items, amount: read.amount }),
      });
      if (replay) return replay;
      // Refusals that need no lock are answered before the transaction; it judges the bet again.
      const verdict = judgeBet(input, await readSnapshot(db, rules, input), 'prematch');
      if (verdict.kind === 'refused') return { code: verdict.code, data: verdict.data };
      const placed = await placeBet(deps, input, { mode: 'prematch', operation: 'bet.add', key });
      if (placed.isPlaced) await notifyUserContextChanged(memberId);
      return placed.reply;
    },

    parkInplay: (member, body, key) => parkInplayBet(deps, member, body, key),

    confirmInplay: (member) => confirmInplayBet(deps, member),

    async getLimits(memberId) {
      const [limits, bettor] = await Promise.all([
        readBetLimits(db),
        memberId === null ? null : readBettor(db, memberId),
      ]);
      return { limits, oddsChange: bettor?.oddsChange ?? null };
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
