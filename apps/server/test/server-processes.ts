import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** A server started as `node --import tsx src/main.ts`, as `npm start` runs it. */
export type ServerProcess = {
  baseUrl: string;
  output(): string;
  /** POSTs to an internal route with the process's hook token. */
  internal<T = unknown>(route: string, body: unknown): Promise<T>;
  stop(): Promise<void>;
};

const serverDir = path.resolve(import.meta.dirname, '..');
/** The INTERNAL_HOOK_TOKEN the test servers run with. */
export const internalHookToken = 'test-internal-hook-token-0123456789';

/** Starts a server process on a free port and waits for it to listen. */
export async function startServerProcess(
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<ServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeOptions, '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      INTERNAL_HOOK_TOKEN: internalHookToken,
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
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  let baseUrl: string | undefined;
  while (!baseUrl) {
    baseUrl = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (baseUrl) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const url = baseUrl;
  return {
    baseUrl: url,
    output: () => output,
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
