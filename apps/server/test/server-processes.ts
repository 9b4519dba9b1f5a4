import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

/** A server process started from source (`node --import tsx src/main.ts`) or compiled (`node dist/main.js`). */
export type ServerProcess = {
  baseUrl: string;
  /** The process id (for signals: SIGKILL, SIGSTOP). */
  pid: number;
  output(): string;
  /** POSTs to an internal route with the process's hook token. */
  internal<T = unknown>(route: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
};

const serverDir = path.resolve(import.meta.dirname, '..');
/** The INTERNAL_HOOK_TOKEN the test servers run with. */
export const internalHookToken = 'test-internal-hook-token-0123456789';

/** A server process as spawned, before it listens. */
export type SpawnedServer = {
  child: ChildProcess;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code once it exits. */
  exited: Promise<number | null>;
};

/** How a spawned server runs: TypeScript through tsx, or the build of scripts/build.mjs as `npm start` runs it. */
export type ServerEntry = 'source' | 'compiled';

const entryArgs: Record<ServerEntry, string[]> = {
  source: ['--import', 'tsx', 'src/main.ts'],
  compiled: ['--enable-source-maps', 'dist/main.js'],
};

/** Compiles the server into apps/server/dist (scripts/build.mjs), for tests that spawn it compiled. */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'pipe' });
}

/**
 * Spawns `node [nodeOptions] <entry>` on a free port on 127.0.0.1, with `env` over a minimal
 * environment (the odds feed off unless `env` turns it on).
 */
export function spawnServer(
  env: Record<string, string>,
  nodeOptions: string[] = [],
  entry: ServerEntry = 'source',
): SpawnedServer {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, ...entryArgs[entry]], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Tests that want the odds feed say so; the rest should not pay for a simulator.
      FEED_SOURCE: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Waits for the server to log its address and returns it; throws with its output when it exits first or `timeoutMs` passes. */
export async function waitForListening(server: SpawnedServer, timeoutMs: number): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(server.output())?.[1];
    if (baseUrl) return baseUrl;
    if (server.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Server did not start:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts a server process on a free port and waits for it to listen. */
export async function startServerProcess(
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const server = spawnServer({ INTERNAL_HOOK_TOKEN: internalHookToken, ...env }, nodeOptions);
  const { child, output, exited } = server;
  let url: string;
  try {
    url = await waitForListening(server, 60_000);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseUrl: url,
    pid: child.pid ?? 0,
    output,
    async internal<T>(route: string, body: unknown) {
      const response = await fetch(`${url}/api/internal/${route}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-token': internalHookToken },
        body: JSON.stringify(body),
      });
      const reply = (await response.json()) as { code: number; data?: T };
      if (reply.code !== 0) throw new Error(`internal ${route}: ${JSON.stringify(reply)}`);
      return reply.data as T;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Signs in over HTTP and returns the session token. */
export async function signInOver(baseUrl: string, loginId: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/user/sign`, {
    method: 'POST',
    body: new URLSearchParams({ loginId, loginPassword: password }),
  });
  const token = /hanpan_sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!token) throw new Error(`Sign-in failed: ${await response.text()}`);
  return token;
}
