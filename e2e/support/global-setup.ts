// Starts the real server once for the browser suite: embedded database, demo seed, built web app.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from '../../scripts/server-process.ts';
import { tmpDir } from './paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** The copy of apps/web/dist the server serves (WEB_DIST_DIR); tests may change its build-id.txt. */
    webDistDir: string;
  }
}

/** Builds the web app if its dist is missing. */
function ensureWebBuild(): void {
  if (existsSync(join(repoRoot, 'apps/web/dist/index.html'))) return;
  console.log('[e2e] apps/web/dist is missing: building the web app');
  const build = spawnSync('npm', ['run', 'build', '-w', '@hanpan/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

/**
 * Copies the built web app, so a rebuild of apps/web/dist while the suite runs (another terminal,
 * another step) cannot swap the chunks under the pages being tested.
 */
function snapshotWebBuild(): string {
  const copy = mkdtempSync(join(tmpdir(), 'hanpan-web-'));
  cpSync(join(repoRoot, 'apps/web/dist'), copy, { recursive: true });
  return copy;
}

/** Vitest global setup: starts the server and provides its origin; the returned function stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(tmpDir, { recursive: true });
  ensureWebBuild();
  const webDistDir = snapshotWebBuild();
  const logFile = join(tmpDir, 'server.log');
  const server = await startServer({ logFile, env: { WEB_DIST_DIR: webDistDir } });
  console.log(`[e2e] server on ${server.url} (log: ${logFile})`);
  project.provide('baseUrl', server.url);
  project.provide('webDistDir', webDistDir);
  return async () => {
    await server.stop();
    rmSync(webDistDir, { recursive: true, force: true });
  };
}
