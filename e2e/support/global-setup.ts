// Starts the real server once for the browser suite, compiled as `npm start` runs it (apps/server/dist,
// built by startServer unless `npm test` already did): embedded database, demo seed, built web app
// and built back office.
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

/**
 * The built front ends the server serves: the member site, the back office (/admin) and the built-in
 * casino provider's game pages (/skyhub/play).
 */
const frontEnds = [
  { name: 'web', workspace: '@hanpan/web', dist: 'apps/web/dist' },
  { name: 'admin', workspace: '@hanpan/admin', dist: 'apps/admin/dist' },
  { name: 'skyhub', workspace: '@hanpan/skyhub', dist: 'apps/skyhub/dist/client' },
] as const;

/** Builds a front end if its dist is missing (`npm test` builds both before the browser step). */
function ensureBuild(frontEnd: (typeof frontEnds)[number]): void {
  if (existsSync(join(repoRoot, frontEnd.dist, 'index.html'))) return;
  console.log(`[e2e] ${frontEnd.dist} is missing: building ${frontEnd.workspace}`);
  // vitest runs with NODE_ENV=test, which would make Vite build the development bundle.
  const build = spawnSync('npm', ['run', 'build', '-w', frontEnd.workspace], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`${frontEnd.name} build failed (exit ${build.status})`);
}

/**
 * Copies a built front end, so a rebuild of its dist while the suite runs (another terminal,
 * another step) cannot swap the chunks under the pages being tested.
 */
function snapshotBuild(frontEnd: (typeof frontEnds)[number]): string {
  const copy = mkdtempSync(join(tmpdir(), `hanpan-${frontEnd.name}-`));
  cpSync(join(repoRoot, frontEnd.dist), copy, { recursive: true });
  return copy;
}

/** Vitest global setup: starts the server and provides its origin; the returned function stops it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  mkdirSync(tmpDir, { recursive: true });
  for (const frontEnd of frontEnds) ensureBuild(frontEnd);
  const [webDistDir, adminDistDir, skyhubClientDir] = frontEnds.map(snapshotBuild) as [
    string,
    string,
    string,
  ];
  const logFile = join(tmpDir, 'server.log');
  const server = await startServer({
    logFile,
    // The built-in odds feed runs as in `npm start`, with fewer fixtures to keep the suite quick.
    env: {
      WEB_DIST_DIR: webDistDir,
      ADMIN_DIST_DIR: adminDistDir,
      SKYHUB_CLIENT_DIR: skyhubClientDir,
      FEED_FIXTURE_COUNT: '40',
      // A greyhound race every 30 s that runs 10 s (virtual-greyhound.test.ts waits for one).
      VIRTUAL_SPEED: '4',
      // Each browser context is a visitor with an address of its own (X-Forwarded-For, see
      // scenario.ts), as behind the site's proxy: the suite joins more members than one address may
      // in an hour (the join and duplicate-check rate limits are per address).
      TRUST_PROXY: '127.0.0.1,::1',
    },
  });
  console.log(`[e2e] server on ${server.url} (log: ${logFile})`);
  project.provide('baseUrl', server.url);
  project.provide('webDistDir', webDistDir);
  return async () => {
    await server.stop();
    rmSync(webDistDir, { recursive: true, force: true });
    rmSync(adminDistDir, { recursive: true, force: true });
    rmSync(skyhubClientDir, { recursive: true, force: true });
  };
}
