// The fixtures of the sports latency bench and the TRADE360 messages that load and move them: real
// simulator fixtures with all their markets, then one price change of one market per update.
import type { FixtureChangedMessage } from '@hanpan/core/api/sports-realtime';
import {
  type Trade360EventsMessage,
  type Trade360Market,
  type Trade360Message,
  trade360Type,
} from '../../apps/server/src/features/sports/feeds/trade360/messages.ts';
import { eventsMessage } from '../../apps/server/src/features/sports/feeds/trade360/test-messages.ts';
import { generateFeedStream } from './feed-stream.ts';
import { fixtureIndexOfSeq, maxSeq, priceOfSeq } from './sports-latency-protocol.ts';

type FeedEvent = Trade360EventsMessage['Body']['Events'][number];

/** Which bet of which market update `seq` moves, and to what price (x100). */
export type PlannedUpdate = {
  fixtureId: number;
  market: Trade360Market;
  betIndex: number;
  price: number;
};

/** The bench's fixtures and what it last told the catalogue about their markets. */
export type FeedBook = {
  fixtureIds: number[];
  /** Outcomes (bets) over all the fixtures' markets. */
  bets: number;
  /** Type 1 (fixture) then type 3 (all markets) for every fixture, in that order. */
  loadMessages(): Trade360Message[];
  /** Type 3 for update `seq`: its market with every bet, the one it moves at the price carrying `seq`. */
  updateMessage(seq: number): Trade360Message;
  /**
   * The what-changed message the server publishes for update `seq` on the fixture's topic, for the
   * baseline that publishes it through the internal hook instead (the book is left as it is).
   */
  hookMessage(seq: number): { topicFixtureId: number; payload: FixtureChangedMessage };
};

/** Formats odds x100 as the feed's decimal text. */
const decimalOf = (price: number) => `${Math.trunc(price / 100)}.${String(price % 100).padStart(2, '0')}`;

/**
 * Takes `count` fixtures (with markets) from a simulator world starting now; `runId` keeps MsgIds
 * unique between runs on the same broker and database.
 */
export function createFeedBook(count: number, runId: string): FeedBook {
  const { snapshot } = generateFeedStream({
    seed: 'bench-latency',
    startAt: new Date(),
    fixtureCount: Math.max(40, count * 2),
    hours: 0,
  });
  const events: FeedEvent[] = snapshot.Body.Events.filter(
    (event) => event.Fixture && (event.Markets ?? []).some((market) => market.Bets.length > 0),
  ).slice(0, count);
  if (events.length < count) {
    throw new Error(`the simulator world has only ${events.length} fixtures with markets, ${count} asked`);
  }
  const marketsOf = events.map((event) => (event.Markets ?? []).filter((market) => market.Bets.length > 0));
  let msgSeq = 0;
  const header = () => {
    msgSeq += 1;
    return { msgId: `bench-latency-${runId}-${msgSeq}`, msgSeq };
  };

  const plan = (seq: number): PlannedUpdate => {
    if (!(seq >= 0 && seq < maxSeq)) throw new Error(`update ${seq} is outside 0..${maxSeq - 1}`);
    const fixtureIndex = fixtureIndexOfSeq(seq, events.length);
    const markets = marketsOf[fixtureIndex] ?? [];
    // Each fixture's updates walk its markets, then the bets within them.
    const round = Math.floor(seq / events.length);
    const market = markets[round % markets.length] as Trade360Market;
    const betIndex = Math.floor(round / markets.length) % market.Bets.length;
    return { fixtureId: events[fixtureIndex]?.FixtureId ?? 0, market, betIndex, price: priceOfSeq(seq) };
  };

  return {
    fixtureIds: events.map((event) => event.FixtureId),
    bets: marketsOf.flat().reduce((sum, market) => sum + market.Bets.length, 0),
    loadMessages: () =>
      events.flatMap((event, index) => [
        eventsMessage(
          trade360Type.fixtureMetadata,
          [{ FixtureId: event.FixtureId, Fixture: event.Fixture }],
          header(),
        ),
        eventsMessage(
          trade360Type.markets,
          [{ FixtureId: event.FixtureId, Markets: marketsOf[index] ?? [] }],
          header(),
        ),
      ]),
    updateMessage(seq) {
      const { fixtureId, market, betIndex, price } = plan(seq);
      const lastUpdate = new Date().toISOString();
      market.Bets = market.Bets.map((bet, index) =>
        index === betIndex ? { ...bet, Price: decimalOf(price), LastUpdate: lastUpdate } : bet,
      );
      return eventsMessage(trade360Type.markets, [{ FixtureId: fixtureId, Markets: [market] }], header());
    },
    hookMessage(seq) {
      const { fixtureId, market, betIndex, price } = plan(seq);
      const bet = market.Bets[betIndex];
      return {
        topicFixtureId: fixtureId,
        payload: {
          type: 'fixtureChanged',
          fixtureId,
          markets: [],
          outcomes: [{ id: bet?.Id ?? '', marketId: market.Id, price, status: 'open' }],
        },
      };
    },
  };
}
