// The server of the sports latency bench: apps/server in lsports mode on a fresh database, consuming
// the run's own queue, with the internal hooks on (the baseline's publishes, connection counts).
import { randomBytes } from 'node:crypto';
import { startServer } from '../../scripts/server-process.ts';
import { onCleanup } from './cleanup.ts';
import { findChildPid, readRssBytes } from './proc-stats.ts';

/** The running server and what the bench asks of it. */
export type SportsServer = {
  url: string;
  pid: number;
  /** Publishes `payload` on `topic` through POST /api/internal/realtime/publish. */
  publish(topic: string, payload: unknown): Promise<void>;
  /** RSS after a full GC in the server (the stats call runs one) and a moment to give pages back. */
  settledRss(): Promise<{ rss: number; connections: number }>;
  /** Resolves once every fixture answers POST /api/sports/fixture with markets. */
  waitForFixtures(fixtureIds: number[], timeoutMs: number): Promise<void>;
  stop(): Promise<void>;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await reply.json()) as { code?: number; data?: Record<string, unknown> };
  return { ok: reply.ok && answer.code === 0, status: reply.status, data: answer.data ?? {} };
}

/** Starts the server (PGlite in a temporary DATA_DIR unless `databaseUrl`), LOG_LEVEL=warn into `logFile`. */
export async function startSportsServer(options: {
  databaseUrl: string | undefined;
  amqpUrl: string;
  queue: string;
  logFile: string;
  /** More environment variables (the live page bench points WEB_DIST_DIR at another build). */
  env?: Record<string, string>;
}): Promise<SportsServer> {
  const token = randomBytes(24).toString('hex');
  const server = await startServer({
    databaseUrl: options.databaseUrl,
    logFile: options.logFile,
    env: {
      FEED_SOURCE: 'lsports',
      LSPORTS_AMQP_URL: options.amqpUrl,
      LSPORTS_QUEUE: options.queue,
      INTERNAL_HOOK_TOKEN: token,
      LOG_LEVEL: 'warn',
      // Every bench client comes from 127.0.0.1: no per-IP connection cap.
      REALTIME_MAX_CONNECTIONS_PER_IP: '0',
      // --expose-gc: the stats call collects garbage first, so RSS read after it is comparable.
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
      ...options.env,
    },
  });
  const stop = onCleanup(() => server.stop());
  const pid = findChildPid(process.pid, 'dist/main.js');
  if (pid === null) {
    await stop();
    throw new Error('could not find the server process under /proc');
  }
  const headers = { 'x-internal-token': token };
  const internal = async (call: string, body: unknown) => {
    const reply = await postJson(`${server.url}/api/internal/realtime/${call}`, body, headers);
    if (!reply.ok) throw new Error(`POST /api/internal/realtime/${call}: HTTP ${reply.status}`);
    return reply.data;
  };
  return {
    url: server.url,
    pid,
    publish: async (topic, payload) => {
      await internal('publish', { kind: 'topic', topic, payload });
    },
    async settledRss() {
      await internal('stats', {});
      await sleep(2000);
      const connections = Number((await internal('stats', {})).connections);
      await sleep(1000);
      return { rss: readRssBytes(pid), connections };
    },
    async waitForFixtures(fixtureIds, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (const fixtureId of fixtureIds) {
        for (;;) {
          const reply = await postJson(`${server.url}/api/sports/fixture`, { fixtureId });
          const markets = (reply.data.fixture as { markets?: unknown[] } | undefined)?.markets ?? [];
          if (reply.ok && markets.length > 0) break;
          if (Date.now() > deadline) {
            throw new Error(`fixture ${fixtureId} not in the catalogue within ${timeoutMs} ms`);
          }
          await sleep(200);
        }
      }
    },
    stop,
  };
}
