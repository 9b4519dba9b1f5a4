// N server processes behind HAProxy: starts them (the first alone, so one process runs the
// migrations and the demo seed), HAProxy in front, restarts them one by one, stops them all.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { repoRoot } from '../server-process.ts';
import { type BackendServer, serverStatuses, setServerState, startHaproxy } from './haproxy.ts';

/** Starts one server process with this environment over the cluster's (PORT, INSTANCE_ID, ...). */
export type SpawnMember = (env: Record<string, string>) => ChildProcess;

/** One server process of the cluster; its child changes when it is restarted. */
export type ClusterMember = {
  /** Its name in HAProxy and its INSTANCE_ID, e.g. `app1`. */
  name: string;
  port: number;
  /** Its URL without the proxy, e.g. http://127.0.0.1:41234. */
  url: string;
  child(): ChildProcess;
  /** Everything its current child wrote. */
  output(): string;
};

/**
 * The compiled server (`apps/server/dist/main.js`, as `npm start` runs it) with this environment,
 * its output piped; `detached` puts it in its own process group (Ctrl-C then reaches the caller only).
 */
export function spawnCompiledServer(env: Record<string, string>, { detached = false } = {}): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: join(repoRoot, 'apps/server'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
}

/** Options of {@link startCluster}. */
export type ClusterOptions = {
  size: number;
  /** The internal port of each process, in order. */
  ports: readonly number[];
  /** The public address HAProxy binds, e.g. `0.0.0.0:3000`. */
  bind: string;
  /** The URL clients use, e.g. http://127.0.0.1:3000. */
  publicUrl: string;
  /** The environment every process gets (DATABASE_URL, REDIS_URL, ...). */
  env: Record<string, string>;
  spawnMember: SpawnMember;
  haproxyBinary: string;
  /** Each output line, by source (`app1`, `haproxy`); nothing by default. */
  onLine?: (source: string, line: string) => void;
  /** HAProxy's readiness check interval. */
  checkIntervalMs?: number;
  /** How long a drained process keeps serving what it already has before it gets SIGTERM. */
  drainMs?: number;
  /** How long a process may take to become ready. */
  readyTimeoutMs?: number;
};

/** A running cluster. */
export type Cluster = {
  proxyUrl: string;
  members: ClusterMember[];
  /** HAProxy's process id (for CPU accounting). */
  proxyPid(): number | undefined;
  /** Drains, stops, starts again and waits for each process in turn; HAProxy keeps serving. */
  rollingRestart(): Promise<void>;
  /** SIGTERM to every process, then HAProxy; resolves true when every process exited cleanly. */
  stop(): Promise<boolean>;
};

const shutdownGraceMs = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => child.once('exit', (code) => resolve(code)));

/** SIGTERM, SIGKILL after the grace period; resolves with the exit code (null when killed). */
export async function terminate(child: ChildProcess, graceMs = shutdownGraceMs): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = exitOf(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  const code = await exited;
  clearTimeout(timer);
  return code;
}

/** Polls `url` until it answers 200; throws when the child exits first or the time runs out. */
export async function waitUntilReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `${url}: the process exited (${child.exitCode ?? child.signalCode}) before it was ready`,
      );
    }
    try {
      const reply = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (reply.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} was not ready within ${timeoutMs} ms`);
    await sleep(100);
  }
}

const pipeLines = (child: ChildProcess, source: string, onLine: (source: string, line: string) => void) => {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => onLine(source, line));
  }
};

/** Starts the processes and HAProxy; resolves once every process is ready and HAProxy sees it UP. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const onLine = options.onLine ?? (() => {});
  const checkIntervalMs = options.checkIntervalMs ?? 1000;
  const drainMs = options.drainMs ?? 2000;
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const runDir = mkdtempSync(join(tmpdir(), 'hanpan-cluster-'));
  const socketPath = join(runDir, 'haproxy.sock');
  const members: (ClusterMember & { start(): Promise<void> })[] = [];
  let haproxy: ChildProcess | null = null;

  for (let i = 0; i < options.size; i++) {
    const name = `app${i + 1}`;
    const port = options.ports[i];
    if (port === undefined) throw new Error(`No port for ${name}`);
    const url = `http://127.0.0.1:${port}`;
    let child: ChildProcess | null = null;
    let output = '';
    members.push({
      name,
      port,
      url,
      child: () => {
        if (!child) throw new Error(`${name} has not started`);
        return child;
      },
      output: () => output,
      async start() {
        output = '';
        const started = options.spawnMember({
          ...options.env,
          HOST: '127.0.0.1',
          PORT: String(port),
          INSTANCE_ID: name,
          // HAProxy on this machine is the only hop whose X-Forwarded-For counts.
          TRUST_PROXY: '127.0.0.1',
        });
        child = started;
        const keep = (chunk: Buffer) => {
          output += chunk;
        };
        started.stdout?.on('data', keep);
        started.stderr?.on('data', keep);
        pipeLines(started, name, onLine);
        started.once('exit', (code, signal) => onLine('cluster', `${name} exited (${code ?? signal})`));
        await waitUntilReady(`${url}/api/ready`, started, readyTimeoutMs);
      },
    });
  }

  const waitForProxyStatus = async (name: string, wanted: string) => {
    const deadline = Date.now() + readyTimeoutMs;
    while ((await serverStatuses(socketPath)).get(name) !== wanted) {
      if (Date.now() > deadline) throw new Error(`HAProxy did not see ${name} ${wanted}`);
      await sleep(Math.min(checkIntervalMs, 200));
    }
  };

  const stopAll = async () => {
    const codes = await Promise.all(
      members.map(async (member) => {
        try {
          return await terminate(member.child());
        } catch {
          return 0;
        }
      }),
    );
    if (haproxy) await terminate(haproxy, 5000);
    rmSync(runDir, { recursive: true, force: true });
    return codes.every((code) => code === 0);
  };

  try {
    const [first, ...rest] = members;
    // The first process alone: it migrates and seeds; the others then find the schema up to date.
    await first?.start();
    await Promise.all(rest.map((member) => member.start()));
    const servers: BackendServer[] = members.map(({ name, port }) => ({ name, port }));
    haproxy = startHaproxy({
      binary: options.haproxyBinary,
      configPath: join(runDir, 'haproxy.cfg'),
      servers,
      bind: options.bind,
      socketPath,
      checkIntervalMs,
    });
    pipeLines(haproxy, 'haproxy', onLine);
    const started = haproxy;
    const deadline = Date.now() + 10_000;
    for (;;) {
      if (started.exitCode !== null) throw new Error(`HAProxy exited (${started.exitCode})`);
      try {
        await Promise.all(members.map((member) => waitForProxyStatus(member.name, 'UP')));
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(100);
      }
    }
  } catch (error) {
    await stopAll();
    throw error;
  }

  let isRestarting = false;
  return {
    proxyUrl: options.publicUrl,
    members,
    proxyPid: () => haproxy?.pid,
    async rollingRestart() {
      if (isRestarting) throw new Error('A rolling restart is already running');
      isRestarting = true;
      try {
        for (const member of members) {
          onLine('cluster', `${member.name}: draining`);
          await setServerState(socketPath, member.name, 'drain');
          await sleep(drainMs);
          onLine('cluster', `${member.name}: stopping (SIGTERM)`);
          await terminate(member.child());
          onLine('cluster', `${member.name}: starting`);
          await member.start();
          await setServerState(socketPath, member.name, 'ready');
          await waitForProxyStatus(member.name, 'UP');
          onLine('cluster', `${member.name}: back in rotation`);
        }
      } finally {
        isRestarting = false;
      }
    },
    stop: stopAll,
  };
}
