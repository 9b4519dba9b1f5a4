import { fixtureStatus } from '@hanpan/core/sports/fixture-status';
import { type Trade360Event, type Trade360Message, trade360Type } from '../trade360/messages.ts';
import {
  createRuntime,
  type FixtureChanges,
  type FixtureRuntime,
  fullEventOf,
  offsetOf,
  updateRuntime,
} from './fixture-runtime.ts';
import { dayIndexOf, fixturesOfDay, scalesOf } from './fixtures.ts';
import { momentsBetween } from './match-engine.ts';
import { hashToInt } from './random.ts';
import { messageOut } from './trade360-out.ts';

/** Options of the built-in feed. */
export type FeedSimulatorOptions = {
  seed: string;
  /** Simulated time at which the feed starts; fixtures are scheduled from its KST date on. */
  startAt: Date;
  /** Simulated seconds per real second; only the driver uses it. */
  speed: number;
  /** About how many fixtures are scheduled over the horizon (default 1,500: about 500 a day, 30-60 live at any hour). */
  fixtureCount?: number;
  /** Days of fixtures published ahead (default 3: today and the next two). */
  horizonDays?: number;
  /** The book's margin in basis points (default 600: 6% overround). */
  marginBasisPoints?: number;
};

/** The built-in feed: a deterministic world of fixtures that plays out as simulated time is passed in. */
export type FeedSimulator = {
  readonly speed: number;
  readonly startAt: Date;
  readonly marginBasisPoints: number;
  /** A full-state message (type 36) of every covered fixture at `at` (time only moves forward). */
  snapshot(at: Date): Trade360Message;
  /** The messages produced since the last call, up to `to` (simulated time), in order. */
  advance(to: Date): Trade360Message[];
};

const heartbeatMs = 30_000;
// Keep-alives list the in-play fixtures still covered, as TRADE360's type 31 does.
const keepAliveMs = 60_000;
const providerId = 1;
// Finished fixtures stay covered (with their settlements) for two hours, like a feed keeps them.
const retentionMs = 2 * 3_600_000;
const defaultMarginBasisPoints = 600;
/** Fixtures over the default three-day horizon: about 500 a day keep 30-60 in play at any hour. */
export const defaultFixtureCount = 1_500;

type Batch = { at: number; type: number; events: Trade360Event[] };

/** Creates the built-in feed; the same options and the same calls always give the same messages. */
export function createFeedSimulator(options: FeedSimulatorOptions): FeedSimulator {
  const startAt = options.startAt.getTime();
  const horizonDays = options.horizonDays ?? 3;
  const marginBasisPoints = options.marginBasisPoints ?? defaultMarginBasisPoints;
  const { scale, worldScale } = scalesOf(options.fixtureCount ?? defaultFixtureCount, horizonDays);
  const msgPrefix = `sim-${hashToInt(options.seed).toString(16)}`;
  const runtimes = new Map<number, FixtureRuntime>();
  let generatedDays = 0;
  let now = startAt;
  let seq = 0;
  let lastHeartbeat = startAt;
  let lastKeepAlive = startAt;

  // Fixtures are scheduled a day at a time, `horizonDays` ahead of the simulated clock.
  const schedule = (at: number): void => {
    const lastDay = dayIndexOf(startAt, at) + horizonDays - 1;
    for (; generatedDays <= lastDay; generatedDays++) {
      for (const fixture of fixturesOfDay(options.seed, startAt, generatedDays, scale, worldScale)) {
        const runtime = createRuntime(fixture);
        // A match already over when the feed starts was never covered.
        if (fixture.startAt + runtime.plan.finishAt * 1000 < startAt) continue;
        runtimes.set(fixture.id, runtime);
      }
    }
  };

  const collect = (to: number): Batch[] => {
    const batches: Batch[] = [];
    const push = (at: number, list: Map<number, FixtureChanges>) => {
      const pick = (type: number, key: keyof FixtureChanges) => {
        const events = [...list.values()].flatMap((changes) => (changes[key] ? [changes[key]] : []));
        if (events.length > 0) batches.push({ at, type, events });
      };
      pick(trade360Type.fixtureMetadata, 'fixture');
      pick(trade360Type.livescore, 'livescore');
      pick(trade360Type.markets, 'markets');
      pick(trade360Type.settlements, 'settlements');
    };
    // Every visible moment of every match in (now, to], in time order, then everything at `to`.
    const moments = new Map<number, FixtureRuntime[]>();
    for (const runtime of runtimes.values()) {
      if (runtime.isSettled) continue;
      for (const offset of momentsBetween(
        runtime.plan,
        runtime.fixture.league.sportId,
        offsetOf(runtime, now),
        offsetOf(runtime, to),
      )) {
        const at = runtime.fixture.startAt + offset * 1000;
        if (at >= to) continue;
        moments.set(at, [...(moments.get(at) ?? []), runtime]);
      }
    }
    for (const at of [...moments.keys()].sort((a, b) => a - b)) {
      const changes = new Map<number, FixtureChanges>();
      for (const runtime of moments.get(at) ?? [])
        changes.set(runtime.fixture.id, updateRuntime(runtime, at, marginBasisPoints));
      push(at, changes);
    }
    schedule(to);
    const changes = new Map<number, FixtureChanges>();
    for (const runtime of runtimes.values()) {
      if (runtime.isSettled) {
        if (runtime.statusChangedAt + retentionMs < to) runtimes.delete(runtime.fixture.id);
        continue;
      }
      changes.set(runtime.fixture.id, updateRuntime(runtime, to, marginBasisPoints));
    }
    push(to, changes);
    now = to;
    return batches;
  };

  const wrap = (type: number, at: number, body: Trade360Message['Body']): Trade360Message => {
    seq += 1;
    return messageOut(type, seq, msgPrefix, at, body);
  };

  schedule(startAt);

  return {
    speed: options.speed,
    startAt: options.startAt,
    marginBasisPoints,
    snapshot(at) {
      const time = Math.max(now, at.getTime());
      if (time > now || seq === 0) collect(time);
      const events = [...runtimes.values()]
        .sort((a, b) => a.fixture.startAt - b.fixture.startAt || a.fixture.id - b.fixture.id)
        .map((runtime) => fullEventOf(runtime, time));
      return wrap(trade360Type.snapshot, time, { Events: events });
    },
    advance(to) {
      const time = to.getTime();
      if (time <= now && seq > 0) return [];
      const messages = collect(time).map((batch) => wrap(batch.type, batch.at, { Events: batch.events }));
      if (time - lastKeepAlive >= keepAliveMs) {
        lastKeepAlive = time;
        const ids = [...runtimes.values()]
          .filter((runtime) => runtime.publishedStatus === fixtureStatus.live)
          .map((runtime) => runtime.fixture.id)
          .sort((a, b) => a - b);
        messages.push(
          wrap(trade360Type.keepAlive, time, { KeepAlive: { ActiveEvents: ids, ProviderId: providerId } }),
        );
      }
      if (time - lastHeartbeat >= heartbeatMs) {
        lastHeartbeat = time;
        messages.push(wrap(trade360Type.heartbeat, time, { Heartbeat: { Timestamp: time } }));
      }
      return messages;
    },
  };
}
