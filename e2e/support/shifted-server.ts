// A server of its own for a browser test that must see a KST day end (the partner settlement runs for a
// day only once it is over): the compiled server as global-setup.ts starts it, with its clock shifted by
// shifted-clock-preload.mjs so that the test can move it to just after midnight instead of waiting a day.
// Always on the embedded PGlite: it runs inside the process, so SQL's now() follows the shift (a
// PostgreSQL server's clock would not). It serves the built apps from their dist folders, not the
// suite's copies: update-bar.test.ts changes the copy's build id, which must not reach these pages.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { kstDateOf, kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import { startServer } from '../../scripts/server-process.ts';
import { tmpDir } from './paths.ts';

/** A running server whose clock the test sets. */
export type ShiftedServer = {
  /** Origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** How far the server's clock is ahead of the real one now (ms). */
  clockOffsetMs: () => number;
  /** The server's time now. */
  now: () => Date;
  /** Sets the server's clock to `at`; it runs on from there (the server reads it within 50 ms). */
  setClock: (at: Date) => void;
  /** Stops the server and removes its clock file. */
  stop: () => Promise<void>;
};

const preloadUrl = new URL('./shifted-clock-preload.mjs', import.meta.url).href;

/** The first KST midnight more than `leadMs` after `from`. */
export function kstMidnightAfter(from: Date, leadMs: number): Date {
  return kstDayStart(kstDayPlus(kstDateOf(new Date(from.getTime() + leadMs)), 1));
}

/** Starts the server with its clock at `startAt` (running on from there); its log goes to `logName` in e2e/.tmp. */
export async function startShiftedServer(startAt: Date, logName: string): Promise<ShiftedServer> {
  mkdirSync(tmpDir, { recursive: true });
  const offsetFile = join(tmpDir, `${logName}.clock`);
  let offsetMs = 0;
  const writeOffset = (value: number) => {
    offsetMs = value;
    // Written aside and renamed, so the server never reads half a number.
    writeFileSync(`${offsetFile}.next`, String(value));
    renameSync(`${offsetFile}.next`, offsetFile);
  };
  writeOffset(startAt.getTime() - Date.now());
  const server = await startServer({
    logFile: join(tmpDir, `${logName}.log`),
    nodeArgs: ['--import', preloadUrl],
    env: {
      E2E_CLOCK_OFFSET_FILE: offsetFile,
      FEED_FIXTURE_COUNT: '40',
      // Each browser context is a visitor with an address of its own (scenario.ts), as in global-setup.ts.
      TRUST_PROXY: '127.0.0.1,::1',
    },
  });
  return {
    url: server.url,
    clockOffsetMs: () => offsetMs,
    now: () => new Date(Date.now() + offsetMs),
    setClock: (at) => writeOffset(at.getTime() - Date.now()),
    stop: async () => {
      await server.stop();
      rmSync(offsetFile, { force: true });
    },
  };
}
