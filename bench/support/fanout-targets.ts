// The servers of the realtime fan-out bench: ours (one process on PGlite, or on PostgreSQL + Redis, or
// whatever BENCH_URL names) and a plain `ws` broadcaster in its own process.

import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, startServer, waitForHttp } from '../../scripts/server-process.ts';
import { startBenchCluster } from './bench-cluster.ts';
import { onCleanup } from './cleanup.ts';
import type { ClientKind, FanoutPayload } from './fanout-protocol.ts';
import { startLineChild } from './line-child.ts';
import { findChildPid } from './proc-stats.ts';

/** A server under test. */
export type FanoutTarget = {
  label: string;
  clientKind: ClientKind;
  /** What the client process connects to. */
  clientUrl: string;
  /** The server processes whose CPU and memory are measured (none for an outside URL without BENCH_PIDS). */
  pids: number[];
  /** One HTTP call that publishes one update to every subscriber; throws unless the server took it. */
  publish(payload: FanoutPayload): Promise<void>;
  /** The connection count the server reports; the call runs a full GC in the server first. */
  connections(): Promise<number>;
  stop(): Promise<void>;
};

const postJson = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const reply = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    // Long enough for a server that falls behind (it still delivers); short enough to end a hung run.
    signal: AbortSignal.timeout(60_000),
  });
  const answer = (await reply.json()) as { code?: number; data?: Record<string, unknown> };
  if (!reply.ok || answer.code !== 0) throw new Error(`POST ${url}: HTTP ${reply.status} ${answer.code}`);
  return answer.data ?? {};
};

/** Where our server keeps its data: PGlite in a temporary DATA_DIR, or PostgreSQL with Redis fan-out. */
export type HanpanStorage = { databaseUrl: string; redisUrl: string } | null;

/** Our clients: real sockjs-client + stompjs, or raw SockJS websockets carrying STOMP frames. */
export type OurClientKind = 'sockjs-stomp' | 'raw-sockjs';

/**
 * Our server (apps/server, node --expose-gc) with INTERNAL_HOOK_TOKEN set; updates go through
 * POST /api/internal/realtime/publish (the real path: the Redis bus when REDIS_URL is set, then the
 * broker and the SockJS sessions), clients to SockJS at /chat. Its log (LOG_LEVEL=warn) goes to
 * `logFile`. Every bench client comes from 127.0.0.1, so the per-IP connection cap is off.
 */
export async function startHanpan(
  topic: string,
  logFile: string,
  clientKind: OurClientKind,
  storage: HanpanStorage = null,
): Promise<FanoutTarget> {
  const token = randomBytes(24).toString('hex');
  const server = await startServer({
    ...(storage ? { databaseUrl: storage.databaseUrl } : {}),
    // --expose-gc: the stats call collects garbage first, so RSS read after it is comparable.
    env: {
      INTERNAL_HOOK_TOKEN: token,
      LOG_LEVEL: 'warn',
      // Only the bench's own topic traffic: no odds feed publishing beside it.
      FEED_SOURCE: 'off',
      REALTIME_MAX_CONNECTIONS_PER_IP: '0',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
      ...(storage
        ? { REDIS_URL: storage.redisUrl, REALTIME_CHANNEL: `hanpan:bench:${process.pid}:${Date.now()}` }
        : {}),
    },
    logFile,
  });
  const stop = onCleanup(() => server.stop());
  const pid = findChildPid(process.pid, 'dist/main.js');
  if (pid === null) {
    await stop();
    throw new Error('could not find the server process under /proc');
  }
  const label = storage ? 'Hanpan /chat (1 process, PostgreSQL + Redis)' : 'Hanpan /chat (PGlite)';
  return { ...hanpanCalls(label, server.url, token, topic, clientKind), pids: [pid], stop };
}

/**
 * `size` of our server processes behind HAProxy (scripts/cluster, as `npm run cluster` runs them) on
 * PostgreSQL + Redis: clients connect through the proxy (sticky by SockJS session), updates are
 * published on one process and reach the others through Redis, connections are summed over all.
 */
export async function startHanpanCluster(
  topic: string,
  size: number,
  clientKind: OurClientKind,
  storage: NonNullable<HanpanStorage>,
): Promise<FanoutTarget> {
  const token = randomBytes(24).toString('hex');
  const cluster = await startBenchCluster({
    size,
    databaseUrl: storage.databaseUrl,
    redisUrl: storage.redisUrl,
    env: {
      INTERNAL_HOOK_TOKEN: token,
      REALTIME_MAX_CONNECTIONS_PER_IP: '0',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    },
  });
  const [first] = cluster.members;
  if (!first) throw new Error('no cluster member');
  const calls = hanpanCalls(
    `Hanpan /chat (${size} processes behind HAProxy, PostgreSQL + Redis)`,
    cluster.proxyUrl,
    token,
    topic,
    clientKind,
  );
  const headers = { 'x-internal-token': token };
  const proxyPid = cluster.proxyPid();
  return {
    ...calls,
    publish: async (payload: FanoutPayload) => {
      await postJson(
        `${first.url}/api/internal/realtime/publish`,
        { kind: 'topic', topic, payload },
        headers,
      );
    },
    connections: async () => {
      const counts = await Promise.all(
        cluster.members.map(async (member) =>
          Number((await postJson(`${member.url}/api/internal/realtime/stats`, {}, headers)).connections),
        ),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
    pids: [
      ...cluster.members.map((member) => member.child().pid as number),
      ...(proxyPid === undefined ? [] : [proxyPid]),
    ],
    stop: cluster.stop,
  };
}

/**
 * Our server(s) already running at `url` (e.g. HAProxy in front of several processes) with
 * INTERNAL_HOOK_TOKEN `token`; `pids` are the processes to measure (their CPU and memory).
 */
export function hanpanAt(
  url: string,
  token: string,
  pids: number[],
  topic: string,
  clientKind: OurClientKind,
): FanoutTarget {
  const calls = hanpanCalls(`Hanpan /chat at ${url}`, url, token, topic, clientKind);
  return { ...calls, pids, stop: async () => {} };
}

function hanpanCalls(label: string, url: string, token: string, topic: string, clientKind: OurClientKind) {
  const headers = { 'x-internal-token': token };
  return {
    label,
    clientKind,
    clientUrl: url,
    publish: async (payload: FanoutPayload) => {
      await postJson(`${url}/api/internal/realtime/publish`, { kind: 'topic', topic, payload }, headers);
    },
    // Behind a proxy this is one process's count (the one that answered).
    connections: async () =>
      Number((await postJson(`${url}/api/internal/realtime/stats`, {}, headers)).connections),
  };
}

/** The plain `ws` broadcaster (support/ws-broadcast-server.ts), fed by the same kind of HTTP call. */
export async function startWsBaseline(topic: string): Promise<FanoutTarget> {
  const port = await findFreePort();
  const child = startLineChild<never>('support/ws-broadcast-server.ts', [String(port)], ['--expose-gc']);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${origin}/health`, child.process, 30_000);
  } catch (error) {
    await child.stop();
    throw error;
  }
  return {
    label: 'ws baseline',
    clientKind: 'ws',
    clientUrl: `ws://127.0.0.1:${port}/`,
    pids: [child.pid],
    publish: async (payload) => {
      await postJson(`${origin}/publish`, { kind: 'topic', topic, payload });
    },
    connections: async () => {
      const reply = await fetch(`${origin}/stats`, { signal: AbortSignal.timeout(10_000) });
      return ((await reply.json()) as { connections: number }).connections;
    },
    stop: child.stop,
  };
}

/** A fresh folder for the servers' logs of one bench run. */
export function makeLogFolder(): string {
  return mkdtempSync(join(tmpdir(), 'hanpan-realtime-fanout-'));
}
