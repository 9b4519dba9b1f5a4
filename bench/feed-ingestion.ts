// TRADE360 market updates per second through the catalogue's applyTrade360Message (one transaction per
// message: MsgId dedup, fixture row lock, outcome lookup, stale checks, writes, market refresh), on PGlite
// (in memory) and on a fresh PostgreSQL database. The catalogue is loaded from a simulator snapshot, then
// the simulator's market messages (type 3) over simulated hours are replayed one after another.
// Baselines in the same run on the same database, over the same messages: their bets written as bare
// `UPDATE outcome SET price = $1 WHERE bet_id = $2` (one per bet, one transaction per message), and as
// one multi-row UPDATE per message. The first 20 messages warm each path up untimed.
// Usage: npm run feed -w @hanpan/bench -- [--seconds 20] [--fixtures 300] [--hours 3]
//   [--pg postgres://postgres@127.0.0.1:5432/postgres] (or DATABASE_URL; without either, PGlite only)
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { applyTrade360Message } from '../apps/server/src/features/sports/catalogue-repository.ts';
import type { Trade360EventsMessage } from '../apps/server/src/features/sports/feeds/trade360/messages.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { betsOf, generateFeedStream } from './support/feed-stream.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    seconds: { type: 'string' },
    fixtures: { type: 'string' },
    hours: { type: 'string' },
  },
});
const seconds = Number(values.seconds ?? process.env.BENCH_SECONDS ?? 20);
const fixtureCount = Number(values.fixtures ?? 300);
const hours = Number(values.hours ?? 3);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL;
// 18:00 in Korea: evening matches are in play, so the stream carries live prices too.
const startAt = new Date('2026-11-21T09:00:00Z');
const warmUpMessages = 20;

/** One measured replay. */
type Result = {
  label: string;
  messages: number;
  outcomes: number;
  elapsedSeconds: number;
  p50Ms: number;
  p99Ms: number;
  note: string;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0);

const summarise = (label: string, latencies: number[], outcomes: number, elapsedMs: number, note: string) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    label,
    messages: latencies.length,
    outcomes,
    elapsedSeconds: elapsedMs / 1000,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    note,
  };
};

/** Applies the messages in order until they run out or `seconds` have passed. */
async function replayCatalogue(db: Db, label: string, messages: Trade360EventsMessage[]) {
  const latencies: number[] = [];
  let outcomes = 0;
  let applied = 0;
  const startedAt = performance.now();
  const deadline = startedAt + seconds * 1000;
  for (const message of messages) {
    if (performance.now() >= deadline) break;
    const before = performance.now();
    const changes = await applyTrade360Message(db, message);
    latencies.push(performance.now() - before);
    outcomes += betsOf(message);
    if (changes.result === 'applied') applied += 1;
  }
  const elapsedMs = performance.now() - startedAt;
  return summarise(label, latencies, outcomes, elapsedMs, `${applied} of ${latencies.length} applied`);
}

type Bet = { Id: string; Price: string };
const betListOf = (message: Trade360EventsMessage): Bet[] =>
  message.Body.Events.flatMap((event) => (event.Markets ?? []).flatMap((market) => market.Bets));
const priceOf = (bet: Bet) => Math.round(Number(bet.Price) * 100);

/** One bare `UPDATE outcome SET price = $1 WHERE bet_id = $2` per bet, one transaction per message. */
async function updateOneByOne(db: Db, bets: Bet[]): Promise<bigint> {
  return db.transaction().execute(async (trx) => {
    let matched = 0n;
    for (const bet of bets) {
      const result = await trx
        .updateTable('outcome')
        .set({ price: priceOf(bet) })
        .where('bet_id', '=', bet.Id)
        .executeTakeFirst();
      matched += result.numUpdatedRows;
    }
    return matched;
  });
}

/** One statement per message: `SET price = CASE bet_id WHEN .. THEN .. END WHERE bet_id IN (..)`. */
async function updateAtOnce(db: Db, bets: Bet[]): Promise<bigint> {
  if (bets.length === 0) return 0n;
  const result = await db
    .updateTable('outcome')
    .set((eb) => {
      let price = eb
        .case()
        .when('bet_id', '=', bets[0]?.Id ?? '')
        .then(priceOf(bets[0] as Bet));
      for (const bet of bets.slice(1)) price = price.when('bet_id', '=', bet.Id).then(priceOf(bet));
      return { price: price.else(eb.ref('price')).end() };
    })
    .where(
      'bet_id',
      'in',
      bets.map((bet) => bet.Id),
    )
    .executeTakeFirst();
  return result.numUpdatedRows;
}

/** The same messages' bets as bare price updates by bet id (after an untimed pass over `warmUp`). */
async function replayBareUpdates(
  db: Db,
  label: string,
  update: (db: Db, bets: Bet[]) => Promise<bigint>,
  warmUp: Trade360EventsMessage[],
  messages: Trade360EventsMessage[],
) {
  for (const message of warmUp) await update(db, betListOf(message));
  const latencies: number[] = [];
  let outcomes = 0;
  let matched = 0n;
  const startedAt = performance.now();
  for (const message of messages) {
    const bets = betListOf(message);
    const before = performance.now();
    matched += await update(db, bets);
    latencies.push(performance.now() - before);
    outcomes += bets.length;
  }
  const elapsedMs = performance.now() - startedAt;
  return summarise(label, latencies, outcomes, elapsedMs, `${matched} rows matched`);
}

/** Loads the snapshot, replays the catalogue path, then the bare updates on the same database. */
async function benchDatabase(
  engine: string,
  handle: DatabaseHandle,
  stream: ReturnType<typeof generateFeedStream>,
) {
  await migrateToLatest(handle.db);
  const loadStartedAt = performance.now();
  await applyTrade360Message(handle.db, stream.snapshot);
  const loadMs = performance.now() - loadStartedAt;
  const count = await handle.db
    .selectFrom('outcome')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  console.log(
    `feed-ingestion: ${engine}: snapshot applied in ${(loadMs / 1000).toFixed(1)} s, ${count.n} outcomes in the catalogue`,
  );
  // The first messages warm up the JIT, the pool and the caches; they are not timed.
  const warmUp = stream.markets.slice(0, warmUpMessages);
  for (const message of warmUp) await applyTrade360Message(handle.db, message);
  const timed = stream.markets.slice(warmUpMessages);
  const catalogue = await replayCatalogue(handle.db, `${engine} applyTrade360Message`, timed);
  const replayed = timed.slice(0, catalogue.messages);
  const oneByOne = await replayBareUpdates(
    handle.db,
    `${engine} baseline: UPDATE per bet`,
    updateOneByOne,
    warmUp,
    replayed,
  );
  const atOnce = await replayBareUpdates(
    handle.db,
    `${engine} baseline: one UPDATE per message`,
    updateAtOnce,
    warmUp,
    replayed,
  );
  return [oneByOne, atOnce, catalogue];
}

const format = (value: number) => value.toFixed(2);

cleanUpOnSignals();
try {
  const loadAverage = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');
  console.log(
    `feed-ingestion: node ${process.version}, ${availableParallelism()} cores, load average ${loadAverage}; ` +
      `simulator seed 'bench', ${fixtureCount} fixtures, ${hours} simulated hours from ${startAt.toISOString()}; ` +
      `replay capped at ${seconds} s per database, one message at a time`,
  );
  const generatedAt = performance.now();
  const stream = generateFeedStream({ seed: 'bench', startAt, fixtureCount, hours });
  const totalBets = stream.markets.reduce((sum, message) => sum + betsOf(message), 0);
  console.log(
    `feed-ingestion: stream generated in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s: ` +
      `${stream.snapshot.Body.Events.length} fixtures ` +
      `in the snapshot, ${stream.markets.length} market messages carrying ${totalBets} bets`,
  );
  const results: Result[][] = [];
  const pglite = await openDatabase({});
  try {
    results.push(await benchDatabase('PGlite (memory)', pglite, stream));
  } finally {
    await pglite.close();
  }
  if (pgServerUrl) {
    const database = await createFreshDatabase(pgServerUrl);
    const drop = onCleanup(database.drop);
    console.log(
      `feed-ingestion: PostgreSQL ${new URL(pgServerUrl).host}, fresh database ${new URL(database.url).pathname.slice(1)}`,
    );
    const handle = await openDatabase({ databaseUrl: database.url, poolMax: 2 });
    try {
      results.push(await benchDatabase('PostgreSQL', handle, stream));
    } finally {
      await handle.close();
      await drop();
    }
  } else {
    console.log('feed-ingestion: no DATABASE_URL or --pg given: PostgreSQL run skipped');
  }
  console.log(
    '\nbaselines, on the same database in the same run, over the same messages: their bets as bare ' +
      '`UPDATE outcome SET price = $1 WHERE bet_id = $2`, one per bet in one transaction per message, and ' +
      "as one multi-row UPDATE (CASE bet_id) per message; ratios = outcome updates/s / the baseline's",
  );
  const perSecond = (result: Result) => result.outcomes / result.elapsedSeconds;
  console.table(
    results.flatMap(([oneByOne, atOnce, ...rest]) =>
      [oneByOne, atOnce, ...rest].flatMap((result) =>
        result && oneByOne && atOnce
          ? [
              {
                target: result.label,
                messages: result.messages,
                'msg/s': Math.round(result.messages / result.elapsedSeconds),
                'outcomes/s': Math.round(perSecond(result)),
                'p50 ms/msg': format(result.p50Ms),
                'p99 ms/msg': format(result.p99Ms),
                'vs per bet': `${(perSecond(result) / perSecond(oneByOne)).toFixed(3)}x`,
                'vs per msg': `${(perSecond(result) / perSecond(atOnce)).toFixed(3)}x`,
                note: result.note,
              },
            ]
          : [],
      ),
    ),
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await runCleanups();
}
