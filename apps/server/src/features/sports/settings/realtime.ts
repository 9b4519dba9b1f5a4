import type {
  FixtureChangedMessage,
  MarketRealtimeChange,
  OutcomeRealtimeChange,
} from '@hanpan/core/api/sports-realtime';
import type { Db } from '../../../lib/db/database.ts';
import { listMarketPicks, type PickRow } from './repository.ts';
import { ratePickRows, type SiteRulesStore } from './rules-store.ts';
import { effectiveMarketStatus, isNeutral, type SiteRules, visibleMainLine } from './site-rules.ts';

/** Turns the feed's what-changed messages into what members see (the same values the API returns). */
export type RateFixtureMessages = (messages: FixtureChangedMessage[]) => Promise<FixtureChangedMessage[]>;

const baseLineOf = (row: PickRow) => row.baseLineRaw ?? row.lineRaw ?? '';

/**
 * The messages with effective prices and statuses: picks whose line is hidden are left out, a margin's
 * re-pricing of a changed line's other picks is added, staff locks show as suspended. `rows` are the
 * current unsettled picks of every market the messages touch.
 */
export function rateFixtureMessages(
  rules: SiteRules,
  rows: readonly PickRow[],
  messages: readonly FixtureChangedMessage[],
): FixtureChangedMessage[] {
  const rated = ratePickRows(rules, rows);
  const isMargined = rules.settings.marginBasisPoints !== null;
  const byMarket = new Map<string, PickRow[]>();
  for (const row of rows) {
    const key = `${row.fixtureId}:${row.marketId}`;
    const list = byMarket.get(key);
    if (list) list.push(row);
    else byMarket.set(key, [row]);
  }
  return messages.map((message) => {
    const { fixtureId } = message;
    const marketRows = (marketId: number) => byMarket.get(`${fixtureId}:${marketId}`) ?? [];
    const markets: MarketRealtimeChange[] = message.markets.map((market) => {
      if (market.status === 'settled') return market;
      const visibleLines = [
        ...new Set(
          marketRows(market.marketId)
            .filter((row) => !rated.get(row.betId)?.isHidden)
            .map(baseLineOf),
        ),
      ];
      const status = effectiveMarketStatus(rules, { fixtureId, marketId: market.marketId }, market.status);
      return {
        marketId: market.marketId,
        status,
        // A market staff closed has no feed reason.
        suspendReason: status === 'suspended' && market.status === 'suspended' ? market.suspendReason : null,
        mainLine: visibleMainLine(market.mainLine, visibleLines),
      };
    });
    const outcomes = new Map<string, OutcomeRealtimeChange>();
    const add = (row: PickRow) => {
      const pick = rated.get(row.betId);
      if (!pick || pick.isHidden) return;
      outcomes.set(row.betId, {
        id: row.betId,
        marketId: row.marketId,
        price: pick.price,
        status: pick.status,
      });
    };
    for (const change of message.outcomes) {
      const pick = rated.get(change.id);
      // Settled (or gone) picks pass as the feed said: the pages drop them.
      if (!pick) {
        outcomes.set(change.id, change);
        continue;
      }
      add(pick.row);
      // A margin prices a line as one book: when one pick moves, its siblings' prices move too.
      if (isMargined) {
        for (const sibling of marketRows(change.marketId)) {
          if (baseLineOf(sibling) === baseLineOf(pick.row)) add(sibling);
        }
      }
    }
    return { ...message, markets, outcomes: [...outcomes.values()] };
  });
}

/** The rater the feed's events use: neutral rules cost nothing; otherwise one read per batch. */
export function createFixtureMessageRater({
  db,
  rules,
}: {
  db: Db;
  rules: SiteRulesStore;
}): RateFixtureMessages {
  return async (messages) => {
    const current = await rules.current();
    if (isNeutral(current)) return messages;
    const touched = new Map<string, { fixtureId: number; marketId: number }>();
    for (const message of messages) {
      const marketIds = [
        ...message.markets.map((market) => market.marketId),
        ...message.outcomes.map((outcome) => outcome.marketId),
      ];
      for (const marketId of marketIds) {
        touched.set(`${message.fixtureId}:${marketId}`, { fixtureId: message.fixtureId, marketId });
      }
    }
    if (touched.size === 0) return messages;
    const rows = await listMarketPicks(db, [...touched.values()]);
    return rateFixtureMessages(current, rows, messages);
  };
}
