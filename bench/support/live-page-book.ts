// The fixtures of the live page bench and the TRADE360 messages that load and move them: in-play
// simulator fixtures of several sports (their own markets and scoreboards), then random price moves on
// the outcomes the page shows, with a market suspended now and then and a goal now and then.
import {
  type Trade360Bet,
  type Trade360EventsMessage,
  type Trade360Market,
  type Trade360Message,
  trade360Type,
} from '../../apps/server/src/features/sports/feeds/trade360/messages.ts';
import { eventsMessage } from '../../apps/server/src/features/sports/feeds/trade360/test-messages.ts';
import { generateFeedStream } from './feed-stream.ts';

type FeedEvent = Trade360EventsMessage['Body']['Events'][number];

/** What one update did, so the bench can check the page showed it. */
export type LiveUpdate =
  | { kind: 'price'; outcomeId: string; price: number }
  | { kind: 'suspend' | 'reopen'; fixtureId: number; marketId: number }
  | { kind: 'score'; fixtureId: number; home: number; away: number };

/** The bench's in-play fixtures and what it last told the catalogue about them. */
export type LiveBook = {
  fixtureIds: number[];
  /** Sport name -> fixtures, for the log. */
  sports: Record<string, number>;
  markets: number;
  /** Type 1, type 2 (scoreboard) and type 3 (every market) for every fixture. */
  loadMessages(): Trade360Message[];
  /** The next update among `visibleOutcomeIds` (the cells the page shows), drawn from the book's random sequence. */
  nextUpdate(visibleOutcomeIds: ReadonlySet<string>): { message: Trade360Message; update: LiveUpdate };
  /** The price (x100) the book last sent for an outcome. */
  priceOf(outcomeId: string): number | undefined;
};

/** Odds text of the feed from x100. */
const decimalOf = (price: number) => `${Math.trunc(price / 100)}.${String(price % 100).padStart(2, '0')}`;
const hundredthsOf = (text: string) => Math.round(Number(text) * 100);

// Of every 100 updates: suspensions (each reopened by a later one) and score changes; the rest move a price.
const suspendPer100 = 4;
const scorePer100 = 3;
// A suspended market opens again after this many updates (a second at 20 updates/s).
const reopenAfterUpdates = 20;

/** A small deterministic generator (mulberry32), so runs move the same outcomes in the same order. */
function randomOf(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const hourMs = 3_600_000;

/**
 * In-play fixtures with at least three markets from simulator worlds that started now, 2 h ago, 4 h ago...
 * (one world has 30-60 in play), those of an earlier world moved to start as much later.
 */
function liveEventsOf(count: number): FeedEvent[] {
  const now = Date.now();
  const events = new Map<number, FeedEvent>();
  for (let hoursAgo = 0; events.size < count && hoursAgo <= 24; hoursAgo += 2) {
    const { snapshot } = generateFeedStream({
      seed: 'bench-live-page',
      startAt: new Date(now - hoursAgo * hourMs),
      fixtureCount: 1500,
      hours: 0,
    });
    for (const event of snapshot.Body.Events) {
      const markets = (event.Markets ?? []).filter((market) => market.Bets.length > 0);
      if (
        event.Fixture?.Status !== 2 ||
        !event.Livescore ||
        markets.length < 3 ||
        events.has(event.FixtureId)
      ) {
        continue;
      }
      const startAt = new Date(Date.parse(event.Fixture.StartDate) + hoursAgo * hourMs).toISOString();
      events.set(event.FixtureId, {
        ...event,
        Fixture: { ...event.Fixture, StartDate: startAt, LastUpdate: startAt },
        Markets: markets,
      });
    }
  }
  if (events.size < count) {
    throw new Error(
      `the simulator worlds have only ${events.size} live fixtures with markets, ${count} asked`,
    );
  }
  return [...events.values()].slice(0, count);
}

/**
 * Takes `count` in-play fixtures with markets from a simulator world starting now (a big world, so
 * enough are in play at any hour); `runId` keeps MsgIds unique between runs on the same broker.
 */
export function createLiveBook(count: number, runId: string): LiveBook {
  const events = liveEventsOf(count);
  const random = randomOf(20_261_124);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  let msgSeq = 0;
  const header = () => {
    msgSeq += 1;
    return { msgId: `bench-live-page-${runId}-${msgSeq}`, msgSeq };
  };
  // Where each bet is, to move it; the markets are the book's own copies.
  const marketOfBet = new Map<string, { fixtureId: number; market: Trade360Market }>();
  const marketsOf = new Map<number, Trade360Market[]>();
  for (const event of events) {
    const markets = event.Markets ?? [];
    marketsOf.set(event.FixtureId, markets);
    for (const market of markets) {
      for (const bet of market.Bets) marketOfBet.set(bet.Id, { fixtureId: event.FixtureId, market });
    }
  }
  const suspended: { fixtureId: number; market: Trade360Market; reopenAt: number }[] = [];
  let updates = 0;

  const marketMessage = (
    fixtureId: number,
    market: Trade360Market,
    change: (bet: Trade360Bet) => Trade360Bet,
  ) => {
    const lastUpdate = new Date().toISOString();
    market.Bets = market.Bets.map((bet) => ({ ...change(bet), LastUpdate: lastUpdate }));
    return eventsMessage(trade360Type.markets, [{ FixtureId: fixtureId, Markets: [market] }], header());
  };

  const scoreUpdate = (): { message: Trade360Message; update: LiveUpdate } => {
    const event = pick(events);
    const livescore = event.Livescore as NonNullable<FeedEvent['Livescore']>;
    const scoreboard = livescore.Scoreboard as NonNullable<typeof livescore.Scoreboard>;
    const side = random() < 0.5 ? '1' : '2';
    const results = scoreboard.Results.map((result) =>
      result.Position === side ? { ...result, Value: String(Number(result.Value) + 1) } : result,
    );
    event.Livescore = { ...livescore, Scoreboard: { ...scoreboard, Results: results } };
    const score = (position: string) => Number(results.find((result) => result.Position === position)?.Value);
    return {
      message: eventsMessage(
        trade360Type.livescore,
        [{ FixtureId: event.FixtureId, Livescore: event.Livescore }],
        header(),
      ),
      update: { kind: 'score', fixtureId: event.FixtureId, home: score('1'), away: score('2') },
    };
  };

  return {
    fixtureIds: events.map((event) => event.FixtureId),
    sports: events.reduce<Record<string, number>>((counts, event) => {
      const name = event.Fixture?.Sport.Name ?? '?';
      counts[name] = (counts[name] ?? 0) + 1;
      return counts;
    }, {}),
    markets: [...marketsOf.values()].reduce((sum, markets) => sum + markets.length, 0),
    loadMessages: () =>
      events.flatMap((event) => [
        eventsMessage(
          trade360Type.fixtureMetadata,
          [{ FixtureId: event.FixtureId, Fixture: event.Fixture }],
          header(),
        ),
        eventsMessage(
          trade360Type.livescore,
          [{ FixtureId: event.FixtureId, Livescore: event.Livescore }],
          header(),
        ),
        eventsMessage(
          trade360Type.markets,
          [{ FixtureId: event.FixtureId, Markets: marketsOf.get(event.FixtureId) ?? [] }],
          header(),
        ),
      ]),
    nextUpdate(visibleOutcomeIds) {
      updates += 1;
      const due = suspended.findIndex((entry) => entry.reopenAt <= updates);
      if (due >= 0) {
        const [{ fixtureId, market }] = suspended.splice(due, 1) as [(typeof suspended)[number]];
        return {
          message: marketMessage(fixtureId, market, (bet) => ({ ...bet, Status: 1 })),
          update: { kind: 'reopen', fixtureId, marketId: market.Id },
        };
      }
      const roll = random() * 100;
      if (roll < scorePer100) return scoreUpdate();
      const visible = [...visibleOutcomeIds].filter((id) => marketOfBet.has(id));
      if (visible.length === 0) throw new Error('none of the outcomes the page shows is in the book');
      const outcomeId = pick(visible);
      const { fixtureId, market } = marketOfBet.get(outcomeId) as {
        fixtureId: number;
        market: Trade360Market;
      };
      const isSuspended = suspended.some((entry) => entry.market === market);
      if (roll < scorePer100 + suspendPer100 && !isSuspended) {
        suspended.push({ fixtureId, market, reopenAt: updates + reopenAfterUpdates });
        return {
          message: marketMessage(fixtureId, market, (bet) => ({ ...bet, Status: 2 })),
          update: { kind: 'suspend', fixtureId, marketId: market.Id },
        };
      }
      // A move of 1-8 hundredths either way, kept above 1.01.
      const bet = market.Bets.find((entry) => entry.Id === outcomeId) as Trade360Bet;
      const step = (1 + Math.floor(random() * 8)) * (random() < 0.5 ? -1 : 1);
      const price = Math.max(101, hundredthsOf(bet.Price) + step);
      return {
        message: marketMessage(fixtureId, market, (entry) =>
          entry.Id === outcomeId ? { ...entry, Price: decimalOf(price) } : entry,
        ),
        update: { kind: 'price', outcomeId, price },
      };
    },
    priceOf(outcomeId) {
      const bet = marketOfBet.get(outcomeId)?.market.Bets.find((entry) => entry.Id === outcomeId);
      return bet ? hundredthsOf(bet.Price) : undefined;
    },
  };
}
