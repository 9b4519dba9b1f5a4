import type { LiveFixtureState } from '@hanpan/core/api/sports-realtime';
import type { FeedSource } from '../../config.ts';
import type { Db } from '../../lib/db/database.ts';
import type { Realtime } from '../../lib/realtime/realtime.ts';
import { analyzeCatalogue, applyTrade360Message, pruneFeedMessages } from './catalogue-repository.ts';
import { createSportsEvents } from './events.ts';
import { startFeedDriver } from './feeds/simulator/driver.ts';
import { createFeedSimulator } from './feeds/simulator/simulator.ts';
import type { CatalogueChanges } from './feeds/trade360/catalogue-changes.ts';
import { createTrade360Consumer, type FeedLogger, type Trade360Consumer } from './feeds/trade360/consumer.ts';
import { type Trade360Message, trade360Type } from './feeds/trade360/messages.ts';
import { clockAtOf, liveIncidentsOf, livePeriodsOf, redCardsOf } from './live-board.ts';
import type { RateFixtureMessages } from './settings/realtime.ts';

/** Where the odds come from and how the simulator runs (from config). */
export type FeedSettings = {
  feedSource: FeedSource;
  lsportsAmqpUrl: string | undefined;
  lsportsQueue: string;
  feedSeed: string;
  feedSpeed: number;
  feedTickMs: number;
  /** About how many fixtures the simulator schedules over three days (its default when unset). */
  feedFixtureCount?: number | undefined;
};

/** What the feed has done since it started, for a health or back-office screen. */
export type FeedStatus = {
  source: FeedSource;
  isRunning: boolean;
  startedAt: string | null;
  /** When the last message of any kind arrived. */
  lastMessageAt: string | null;
  counters: {
    applied: number;
    duplicates: number;
    stale: number;
    ignored: number;
    malformed: number;
    failed: number;
  };
};

/** The running odds feed: started when the app is ready, stopped before it closes. */
export type FeedService = {
  start(): void;
  stop(): Promise<void>;
  status(): FeedStatus;
};

/** What the feed is built from. */
export type FeedServiceDeps = {
  db: Db;
  settings: FeedSettings;
  logger: FeedLogger;
  realtime: Pick<Realtime, 'publish'>;
  /** Staff odds rules applied to the pushed prices and statuses (sports/settings). */
  rateFixtureMessages?: RateFixtureMessages;
  /** Called after a message's transaction committed with the outcomes whose settlement it changed. */
  onOutcomesSettled?: (outcomeIds: bigint[]) => void;
};

/** The outcomes whose settlement value a message changed. */
export function settledOutcomesOf(changes: CatalogueChanges): bigint[] {
  return changes.outcomes
    .filter((outcome) => outcome.settlementFrom !== outcome.settlementTo)
    .map((outcome) => BigInt(outcome.outcomeId));
}

const minuteMs = 60_000;
const pruneEveryMs = 60 * minuteMs;
// Statistics follow the catalogue: after each snapshot applied (a bulk import), then now and then.
const analyzeEveryMs = 10 * minuteMs;
const keepMessagesMs = 24 * 60 * minuteMs;
// In lsports mode messages arrive one by one: their changes are published together this often.
const lsportsFlushMs = 100;
// Longest a simulator batch collects changes before they are published.
const maxBatchMs = 1000;

/**
 * Makes a simulator run's messages unique across server restarts: the simulator numbers every run from
 * MsgSeq 1 with the same MsgIds, which the catalogue would take for redeliveries and older live scores.
 * MsgSeq becomes runStamp (start, in seconds) x 10^6 + seq, which grows from one run to the next.
 */
export function stampSimulatorRun(message: Trade360Message, runStamp: number): Trade360Message {
  const seq = message.Header.MsgSeq ?? 0;
  return {
    ...message,
    Header: {
      ...message.Header,
      MsgId: `${message.Header.MsgId}-r${runStamp}`,
      MsgSeq: runStamp * 1_000_000 + seq,
    },
  } as Trade360Message;
}

/** The run stamp of a simulator run starting now. */
export const simulatorRunStamp = (): number => Math.floor(Date.now() / 1000);

/** Creates the odds feed of the configured source (nothing runs until `start`). */
export function createFeedService(deps: FeedServiceDeps): FeedService {
  const { db, settings, logger } = deps;
  const source = settings.feedSource;
  const counters = { applied: 0, duplicates: 0, stale: 0, ignored: 0, malformed: 0, failed: 0 };
  let startedAt: Date | null = null;
  let lastMessageAt: Date | null = null;
  let isStopping = false;
  let stopRunning: (() => Promise<void>) | null = null;
  let consumer: Trade360Consumer | null = null;
  const timers: NodeJS.Timeout[] = [];
  const events = createSportsEvents({
    realtime: deps.realtime,
    readFixtureStates: (ids) => readFixtureStates(db, ids),
    ...(deps.rateFixtureMessages ? { rateFixtureMessages: deps.rateFixtureMessages } : {}),
    onError: (error) => logger.error({ err: error }, 'Sports real-time message failed'),
  });

  const tellSettled = (changes: CatalogueChanges) => {
    if (!deps.onOutcomesSettled) return;
    const outcomeIds = settledOutcomesOf(changes);
    if (outcomeIds.length > 0) deps.onOutcomesSettled(outcomeIds);
  };

  const applyOne = async (message: Trade360Message) => {
    lastMessageAt = new Date();
    try {
      const changes = await applyTrade360Message(db, message);
      if (changes.result === 'applied') counters.applied += 1;
      else if (changes.result === 'duplicate') counters.duplicates += 1;
      else if (changes.result === 'stale') counters.stale += 1;
      else counters.ignored += 1;
      events.collect(changes);
      tellSettled(changes);
      analyzeAfterSnapshot(changes);
    } catch (error) {
      counters.failed += 1;
      logger.error({ err: error, msgId: message.Header.MsgId }, 'Simulated feed message not applied');
    }
  };

  const startSimulator = () => {
    const runStamp = simulatorRunStamp();
    const simulator = createFeedSimulator({
      seed: settings.feedSeed,
      startAt: new Date(),
      speed: settings.feedSpeed,
      ...(settings.feedFixtureCount ? { fixtureCount: settings.feedFixtureCount } : {}),
    });
    // The driver hands over the next batch only after this one is applied: batches never overlap.
    const driver = startFeedDriver(
      simulator,
      async (messages) => {
        let flushedAt = Date.now();
        for (const message of messages) {
          if (isStopping) break;
          await applyOne(stampSimulatorRun(message, runStamp));
          // A batch that takes long (the database is behind) still tells the pages as it goes.
          if (Date.now() - flushedAt >= maxBatchMs) {
            await events.flush();
            flushedAt = Date.now();
          }
        }
        await events.flush();
      },
      {
        tickMs: settings.feedTickMs,
        onError: (error) => logger.error({ err: error, source }, 'Simulated feed batch failed'),
      },
    );
    stopRunning = () => driver.stop();
  };

  const startLsports = (url: string) => {
    let flushTimer: NodeJS.Timeout | null = null;
    const running = createTrade360Consumer({
      url,
      queue: settings.lsportsQueue,
      db,
      logger,
      onChanges: (changes) => {
        events.collect(changes);
        tellSettled(changes);
        analyzeAfterSnapshot(changes);
        flushTimer ??= setTimeout(() => {
          flushTimer = null;
          void events.flush();
        }, lsportsFlushMs);
      },
    });
    consumer = running;
    void running.start();
    stopRunning = async () => {
      await running.close();
      if (flushTimer) clearTimeout(flushTimer);
      await events.flush();
    };
  };

  const currentCounters = () => (consumer ? { ...consumer.counters } : { ...counters });
  const currentLastMessageAt = () => (consumer ? consumer.lastMessageAt() : lastMessageAt);

  const prune = () =>
    pruneFeedMessages(db, new Date(Date.now() - keepMessagesMs)).then(
      (count) => {
        if (count > 0) logger.info({ count }, 'Old feed message ids pruned');
      },
      (error: unknown) => logger.error({ err: error, source }, 'Pruning feed message ids failed'),
    );

  const analyze = () =>
    analyzeCatalogue(db).catch((error: unknown) =>
      logger.error({ err: error, source }, 'Refreshing catalogue statistics failed'),
    );

  // Awaited by stop: the statistics of a snapshot are refreshed before the database may close.
  let snapshotAnalyze: Promise<void> | null = null;
  const analyzeAfterSnapshot = (changes: CatalogueChanges) => {
    if (changes.result === 'applied' && changes.type === trade360Type.snapshot) snapshotAnalyze = analyze();
  };

  const logCounts = () => {
    const { applied, duplicates, stale, malformed, failed } = currentCounters();
    logger.info(
      {
        source,
        applied,
        duplicates,
        stale,
        malformed,
        failed,
        lastMessageAt: currentLastMessageAt()?.toISOString() ?? null,
      },
      'Odds feed',
    );
  };

  return {
    start() {
      if (source === 'off' || startedAt) return;
      startedAt = new Date();
      if (source === 'lsports') {
        if (!settings.lsportsAmqpUrl) throw new Error('FEED_SOURCE=lsports needs LSPORTS_AMQP_URL');
        startLsports(settings.lsportsAmqpUrl);
      } else {
        startSimulator();
      }
      logger.info(
        source === 'lsports'
          ? { source, queue: settings.lsportsQueue }
          : { source, seed: settings.feedSeed, speed: settings.feedSpeed, tickMs: settings.feedTickMs },
        'Odds feed started',
      );
      for (const [work, everyMs] of [
        [logCounts, minuteMs],
        [prune, pruneEveryMs],
        [analyze, analyzeEveryMs],
      ] as const) {
        const timer = setInterval(work, everyMs);
        timer.unref();
        timers.push(timer);
      }
      void prune();
    },
    async stop() {
      if (isStopping) return;
      isStopping = true;
      for (const timer of timers) clearInterval(timer);
      await stopRunning?.();
      await snapshotAnalyze;
      events.close();
      if (startedAt) logCounts();
      // Startable again (a process that leads again).
      timers.length = 0;
      stopRunning = null;
      consumer = null;
      startedAt = null;
      isStopping = false;
    },
    status: () => ({
      source,
      isRunning: startedAt !== null && !isStopping,
      startedAt: startedAt?.toISOString() ?? null,
      lastMessageAt: currentLastMessageAt()?.toISOString() ?? null,
      counters: currentCounters(),
    }),
  };
}

/** The committed live state of fixtures, for the what-changed messages. */
export async function readFixtureStates(db: Db, fixtureIds: number[]): Promise<LiveFixtureState[]> {
  const rows = await db
    .selectFrom('fixture')
    .select([
      'id',
      'sport_id',
      'status',
      'score_home',
      'score_away',
      'current_period',
      'clock_seconds',
      'clock_at',
      'periods',
      'incidents',
      'red_cards',
      'livescore_feed_at',
      'updated_at',
    ])
    .where('id', 'in', fixtureIds.map(BigInt))
    .execute();
  return rows.map((row) => ({
    fixtureId: Number(row.id),
    sportId: row.sport_id,
    status: row.status,
    scoreHome: row.score_home,
    scoreAway: row.score_away,
    period: row.current_period,
    clockSeconds: row.clock_seconds,
    clockAt: clockAtOf(row.clock_at, row.livescore_feed_at, row.updated_at),
    periods: livePeriodsOf(row.periods),
    redCards: redCardsOf(row.red_cards),
    incidents: liveIncidentsOf(row.incidents),
  }));
}
