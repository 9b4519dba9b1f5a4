import { overroundPpm, parseDecimalOdds } from '@hanpan/core/sports/odds';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  isTrade360EventsMessage,
  parseTrade360,
  type Trade360Bet,
  type Trade360Message,
  trade360Settlement,
  trade360Type,
} from '../trade360/messages.ts';
import { createFeedSimulator, type FeedSimulatorOptions } from './simulator.ts';

const startAt = new Date('2026-11-21T11:00:00Z');
const options: FeedSimulatorOptions = { seed: 'issue-5', startAt, speed: 60, fixtureCount: 40 };
const minute = 60_000;

/** Runs a simulator from its start in fixed steps and returns the snapshot followed by every message. */
function run(settings: FeedSimulatorOptions, durationMs: number, stepMs: number): Trade360Message[] {
  const simulator = createFeedSimulator(settings);
  const messages = [simulator.snapshot(settings.startAt)];
  for (
    let at = settings.startAt.getTime() + stepMs;
    at <= settings.startAt.getTime() + durationMs;
    at += stepMs
  ) {
    messages.push(...simulator.advance(new Date(at)));
  }
  return messages;
}

const eventsOf = (message: Trade360Message) => (isTrade360EventsMessage(message) ? message.Body.Events : []);

describe('feed simulator: determinism and the message stream', () => {
  it('when the feed starts at any hour, then matches of several sports are already in play', () => {
    for (const hour of [0, 5, 11, 18, 23]) {
      const at = new Date(Date.UTC(2026, 10, 21, hour, 7));
      for (const fixtureCount of [40, 300]) {
        const snapshot = createFeedSimulator({ ...options, startAt: at, fixtureCount }).snapshot(at);
        const live = eventsOf(snapshot).filter((event) => event.Fixture?.Status === 2);
        const sports = new Set(live.map((event) => event.Fixture?.Sport?.Id));
        expect({ hour, fixtureCount, enough: sports.size >= 4 }).toEqual({
          hour,
          fixtureCount,
          enough: true,
        });
        const ids = eventsOf(snapshot).map((event) => event.FixtureId);
        expect(new Set(ids).size).toBe(ids.length);
      }
    }
  });

  it('when two simulators get the same seed and the same calls, then they produce identical messages', () => {
    const small = { ...options, fixtureCount: 20 };
    expect(run(small, 3 * 60 * minute, 30 * minute)).toEqual(run(small, 3 * 60 * minute, 30 * minute));
  });

  it('when the seed differs, then the messages differ', () => {
    const first = JSON.stringify(run(options, 60 * minute, 30 * minute));
    const second = JSON.stringify(run({ ...options, seed: 'issue-5b' }, 60 * minute, 30 * minute));
    expect(first).not.toBe(second);
  });

  it('when time does not move forward, then advance returns nothing', () => {
    const simulator = createFeedSimulator(options);
    simulator.advance(new Date(startAt.getTime() + minute));
    expect(simulator.advance(new Date(startAt.getTime() + minute))).toEqual([]);
    expect(simulator.advance(startAt)).toEqual([]);
  });
});

describe('feed simulator: the coming days', () => {
  it('when simulated days pass, then fixtures of new days appear as not started and old ones leave the snapshot', () => {
    const settings = { ...options, fixtureCount: 15 };
    const simulator = createFeedSimulator(settings);
    const first = new Set(eventsOf(simulator.snapshot(startAt)).map((event) => event.FixtureId));
    const appeared = new Set<number>();
    for (let hours = 6; hours <= 48; hours += 6) {
      for (const message of simulator.advance(new Date(startAt.getTime() + hours * 60 * minute))) {
        if (message.Header.Type !== trade360Type.fixtureMetadata) continue;
        for (const event of eventsOf(message)) {
          if (!first.has(event.FixtureId) && event.Fixture?.Status === 1) appeared.add(event.FixtureId);
        }
      }
    }
    expect(appeared.size).toBeGreaterThan(0);
    const later = eventsOf(simulator.snapshot(new Date(startAt.getTime() + 48 * 60 * minute)));
    expect(later.some((event) => appeared.has(event.FixtureId))).toBe(true);
    expect(later.filter((event) => first.has(event.FixtureId)).length).toBeLessThan(first.size);
  });
});

describe('feed simulator: realism over ten hours of simulated time', () => {
  let messages: Trade360Message[] = [];
  beforeAll(() => {
    messages = run(options, 10 * 60 * minute, 5 * minute);
  });

  it('when every message is checked against the TRADE360 schemas, then each parses, with increasing MsgSeq and unique MsgIds', () => {
    expect(messages.length).toBeGreaterThan(100);
    for (const message of messages) {
      const parsed = parseTrade360(JSON.stringify(message));
      expect(parsed.ok, parsed.ok ? '' : parsed.reason).toBe(true);
    }
    const seqs = messages.map((message) => message.Header.MsgSeq ?? 0);
    expect(seqs).toEqual(seqs.map((_, index) => index + 1));
    expect(new Set(messages.map((message) => message.Header.MsgId)).size).toBe(messages.length);
    const types = new Set<number>(messages.map((message) => message.Header.Type));
    for (const type of [1, 2, 3, 31, 32, 35, 36]) expect(types.has(type)).toBe(true);
  });

  it('when prices are published, then none is below 1.01 and every open book stays within the margin bounds', () => {
    const fixtures = new Map<number, Map<string, Trade360Bet & { fixtureId: number; marketId: number }>>();
    let checkedBooks = 0;
    // Problems are collected and asserted once: tens of thousands of expect() calls would be slow.
    const problems: string[] = [];
    for (const message of messages) {
      for (const event of eventsOf(message)) {
        for (const market of event.Markets ?? []) {
          for (const bet of market.Bets) {
            const price = parseDecimalOdds(bet.Price);
            if (price === null || price < 101) problems.push(`bet ${bet.Id} priced ${bet.Price}`);
            if (!fixtures.has(event.FixtureId)) fixtures.set(event.FixtureId, new Map());
            fixtures
              .get(event.FixtureId)
              ?.set(bet.Id, { ...bet, fixtureId: event.FixtureId, marketId: market.Id });
          }
        }
      }
      if (message.Header.Type !== trade360Type.markets && message.Header.Type !== trade360Type.snapshot)
        continue;
      // After every market message, each open line of each touched fixture is a whole book within bounds.
      const books = new Map<string, number[]>();
      const touched = eventsOf(message).flatMap((event) => [
        ...(fixtures.get(event.FixtureId)?.values() ?? []),
      ]);
      for (const bet of touched) {
        const key = `${bet.fixtureId}:${bet.marketId}:${bet.BaseLine ?? ''}`;
        books.set(key, [
          ...(books.get(key) ?? []),
          bet.Status === 1 ? (parseDecimalOdds(bet.Price) ?? 0) : -1,
        ]);
      }
      for (const [key, prices] of books) {
        if (prices.some((price) => price < 0)) continue;
        // Double chance picks overlap (each result is in two of them): its book sums to twice the overround.
        const overlap = key.split(':')[1] === '7' ? 2 : 1;
        const overround = overroundPpm(prices);
        if (overround < overlap * 1_060_000 || overround > overlap * 1_080_000) {
          problems.push(`book ${key} at ${message.Header.CreationDate}: overround ${overround} ppm`);
        }
        checkedBooks++;
      }
    }
    expect(problems).toEqual([]);
    expect(checkedBooks).toBeGreaterThan(1000);
  });

  it('when live scores are published, then no score ever goes down and kick-offs turn fixtures live', () => {
    const last = new Map<number, [number, number]>();
    let scoreChanges = 0;
    for (const message of messages) {
      for (const event of eventsOf(message)) {
        const results = event.Livescore?.Scoreboard?.Results;
        if (!results) continue;
        const score: [number, number] = [
          Number(results.find((r) => r.Position === '1')?.Value),
          Number(results.find((r) => r.Position === '2')?.Value),
        ];
        const before = last.get(event.FixtureId) ?? [0, 0];
        expect(score[0]).toBeGreaterThanOrEqual(before[0]);
        expect(score[1]).toBeGreaterThanOrEqual(before[1]);
        if (score[0] + score[1] > before[0] + before[1]) scoreChanges++;
        last.set(event.FixtureId, score);
      }
    }
    expect(scoreChanges).toBeGreaterThan(20);
    const live = new Set(
      messages.flatMap(eventsOf).flatMap((event) => (event.Fixture?.Status === 2 ? [event.FixtureId] : [])),
    );
    expect(live.size).toBeGreaterThan(5);
  });

  it('when a fixture finishes, then every bet it ever published is settled with a valid value', () => {
    const published = new Map<number, Set<string>>();
    const settled = new Map<number, Map<string, number>>();
    const finished = new Set<number>();
    for (const message of messages) {
      for (const event of eventsOf(message)) {
        if (event.Fixture?.Status === 3 || event.Fixture?.Status === 4) finished.add(event.FixtureId);
        for (const market of event.Markets ?? []) {
          for (const bet of market.Bets) {
            if (!published.has(event.FixtureId)) published.set(event.FixtureId, new Set());
            published.get(event.FixtureId)?.add(bet.Id);
            if (message.Header.Type === trade360Type.settlements) {
              expect(bet.Status).toBe(3);
              if (!settled.has(event.FixtureId)) settled.set(event.FixtureId, new Map());
              settled.get(event.FixtureId)?.set(bet.Id, bet.Settlement ?? 0);
            }
          }
        }
      }
    }
    expect(finished.size).toBeGreaterThan(3);
    const values: number[] = Object.values(trade360Settlement);
    for (const fixtureId of finished) {
      const bets = settled.get(fixtureId);
      expect(bets, `fixture ${fixtureId}`).toBeDefined();
      expect(bets?.size).toBe(published.get(fixtureId)?.size);
      for (const value of bets?.values() ?? []) expect(values).toContain(value);
    }
  });

  it('when a goal is scored, then the fixture markets are suspended around it and reopen with moved prices', () => {
    const soccer = new Set(
      messages
        .flatMap(eventsOf)
        .flatMap((event) => (event.Fixture?.Sport.Id === 6046 ? [event.FixtureId] : [])),
    );
    let checkedGoals = 0;
    for (const fixtureId of soccer) {
      const timeline = messages
        .filter((message) => message.Header.Type === 2 || message.Header.Type === 3)
        .flatMap((message) =>
          eventsOf(message)
            .filter((event) => event.FixtureId === fixtureId)
            .map((event) => ({ at: Date.parse(message.Header.CreationDate ?? ''), event })),
        );
      // A match already under way when the feed started begins from the snapshot's score.
      const atStart = eventsOf(messages[0] as Trade360Message).find((event) => event.FixtureId === fixtureId);
      let total = (atStart?.Livescore?.Scoreboard?.Results ?? []).reduce(
        (sum, result) => sum + Number(result.Value),
        0,
      );
      for (const { at, event } of timeline) {
        const results = event.Livescore?.Scoreboard?.Results ?? [];
        const now = results.reduce((sum, result) => sum + Number(result.Value), 0);
        if (!event.Livescore || now <= total) continue;
        total = now;
        // The markets were closed when the goal came: the last market update before it suspended them
        // (a quick second goal falls inside the first one's window), and an update soon after reopens them.
        const before = timeline.filter((entry) => entry.at <= at && entry.event.Markets).at(-1);
        const after = timeline.filter(
          (entry) => entry.at > at && entry.at <= at + 60_000 && entry.event.Markets,
        );
        const label = `fixture ${fixtureId} goal at ${new Date(at).toISOString()}`;
        expect(before && before.at >= at - 60_000, label).toBe(true);
        expect(
          before?.event.Markets?.some((m) => m.Bets.some((bet) => bet.Status === 1)),
          label,
        ).toBe(false);
        const reopened = after.some((entry) =>
          entry.event.Markets?.some((m) => m.Bets.some((bet) => bet.Status === 1)),
        );
        expect(reopened, label).toBe(true);
        checkedGoals++;
      }
    }
    expect(checkedGoals).toBeGreaterThan(0);
  });
});
