// The two servers of the realtime fan-out bench, each its own process: ours and a plain `ws` broadcaster.
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFreePort, startServer, waitForHttp } from '../../scripts/server-process.ts';
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
  pid: number;
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

/**
 * Our server (apps/server, PGlite in a temporary DATA_DIR, node --expose-gc) with INTERNAL_HOOK_TOKEN
 * set; updates go through POST /api/internal/realtime/publish, clients to SockJS at /chat. Its log
 * (LOG_LEVEL=warn) goes to `logFile`.
 */
export async function startHanpan(
  topic: string,
  logFile: string,
  clientKind: 'sockjs-stomp' | 'raw-sockjs',
): Promise<FanoutTarget> {
  const token = randomBytes(24).toString('hex');
  const server = await startServer({
    // --expose-gc: the stats call collects garbage first, so RSS read after it is comparable.
    env: {
      INTERNAL_HOOK_TOKEN: token,
      LOG_LEVEL: 'warn',
      // Only the bench's own topic traffic: no odds feed publishing beside it.
      FEED_SOURCE: 'off',
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --expose-gc`.trim(),
    },
    logFile,
  });
  const stop = onCleanup(() => server.stop());
  const pid = findChildPid(process.pid, 'dist/main.js');
  if (pid === null) {
    await stop();
    throw new Error('could not find the server process under /proc');
  }
  const headers = { 'x-internal-token': token };
  return {
    label: 'Hanpan /chat',
    clientKind,
    clientUrl: server.url,
    pid,
    publish: async (payload) => {
      await postJson(
        `${server.url}/api/internal/realtime/publish`,
        { kind: 'topic', topic, payload },
        headers,
      );
    },
    connections: async () =>
      Number((await postJson(`${server.url}/api/internal/realtime/stats`, {}, headers)).connections),
    stop,
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
    pid: child.pid,
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
