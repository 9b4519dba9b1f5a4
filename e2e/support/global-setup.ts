// Starts the real server once for the browser suite: embedded database, demo seed, built web app.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../../scripts/server-process.ts';
import { tmpDir } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
  }
}

/** Builds the web app if its dist is missing. */
function ensureWebBuild(): void {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('[e2e] apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hanpan/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

/** Vitest global setup: starts the server and provides its origin; the returned function stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(tmpDir, { recursive: true });
  ensureWebBuild();
  const logFile = join(tmpDir, 'server.log');
  const server = await startServer({ logFile });
  console.log(`[e2e] server on ${server.url} (log: ${logFile})`);
  project.provide('baseUrl', server.url);
  return () => server.stop();
}
