// Starts the real Hanpan server in a child process, for the browser suite (e2e/) and the benches (bench/).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** A running server child process. */
export type ServerProcess = {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  port: number;
  /** Sends SIGTERM (SIGKILL after 15 s), waits for the exit and removes the temporary DATA_DIR. */
  stop: () => Promise<void>;
};

/** Options of {@link startServer}. */
export type StartServerOptions = {
  /** PostgreSQL URL; unset means the embedded PGlite database in a fresh temporary DATA_DIR. */
  databaseUrl?: string;
  /** File that receives the server's stdout and stderr (default: discarded). */
  logFile?: string;
  /** How long to wait for GET /api/index2 to answer 200. */
  readyTimeoutMs?: number;
  /** Extra environment variables. */
  env?: Record<string, string>;
  /** Extra node flags before the script, e.g. `--cpu-prof` (which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
};

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** Polls `url` until it answers 200, the child exits, or the time runs out. */
export async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const reply = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (reply.ok) return;
      lastError = `HTTP ${reply.status}`;
    } catch (error) {
      lastError = String(error);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms (${lastError})`);
}

/** Ends a child process: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/**
 * Compiles the server into apps/server/dist (`npm run build -w @hanpan/server`) once per process
 * tree: it marks process.env, so later calls and child processes (test workers, benches started
 * by run-all) run the same build instead of rewriting it under a running server.
 */
export function buildServerOnce(): void {
  if (process.env.HANPAN_SERVER_BUILT === '1') return;
  const build = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: join(repoRoot, 'apps/server'),
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server build failed (exit ${build.status}):\n${build.stderr}`);
  process.env.HANPAN_SERVER_BUILT = '1';
}

/**
 * Starts the compiled server, `apps/server/dist/main.js` (as `npm start` does, built first by
 * {@link buildServerOnce}), on a free port with a fresh temporary DATA_DIR, and resolves once
 * GET /api/index2 answers 200.
 */
export async function startServer(options: StartServerOptions = {}): Promise<ServerProcess> {
  buildServerOnce();
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-data-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child = spawn(
    process.execPath,
    ['--enable-source-maps', ...(options.nodeArgs ?? []), 'dist/main.js'],
    {
      cwd: join(repoRoot, 'apps/server'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // The last few KB of output go into the error when the server does not come up.
  let tail = '';
  const keepTail = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-4000);
  };
  child.stdout?.on('data', keepTail);
  child.stderr?.on('data', keepTail);
  if (options.logFile) {
    const log = createWriteStream(options.logFile);
    child.stdout?.pipe(log);
    child.stderr?.pipe(log);
  }
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHttp(`${url}/api/index2`, child, options.readyTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n--- server output (last 4 KB) ---\n${tail}`);
  }
  return { url, port, stop };
}
