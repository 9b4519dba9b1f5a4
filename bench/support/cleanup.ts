// Cleanups that run when a bench ends: normally, on an error, or on SIGINT / SIGTERM.
const cleanups = new Set<() => Promise<void> | void>();

/** Registers `cleanup`; the returned function runs it now (once) and unregisters it. */
export function onCleanup(cleanup: () => Promise<void> | void): () => Promise<void> {
  cleanups.add(cleanup);
  return async () => {
    if (cleanups.delete(cleanup)) await cleanup();
  };
}

/** Runs every registered cleanup, newest first, each at most once. */
export async function runCleanups(): Promise<void> {
  for (const cleanup of [...cleanups].reverse()) {
    cleanups.delete(cleanup);
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

/** On SIGINT / SIGTERM: runs the cleanups and exits 130 / 143. */
export function cleanUpOnSignals(): void {
  for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void runCleanups().finally(() => process.exit(code));
    });
  }
}
