/** A background task the process repeats on a timer. */
export type PeriodicJob<T> = {
  /** Runs the task after the first delay, then every interval; the timers never keep the process alive. */
  start(): void;
  /** Stops the timers and waits for a run in progress (call before the database closes). */
  stop(): Promise<void>;
  /** One run now, or the one already in progress: runs never overlap. */
  runOnce(): Promise<T>;
};

/** How a periodic job runs and what it does with each run's end. */
export type PeriodicJobOptions<T> = {
  run: () => Promise<T>;
  intervalMs: number;
  /** The wait before the first run; the interval when not set. */
  firstRunDelayMs?: number;
  /** A finished run's result (e.g. logged). */
  onDone?: (result: T) => void;
  /** A failed run; the next tick runs again. */
  onError: (error: unknown) => void;
};

/**
 * The one timer loop of the server's background jobs. A job that must happen once across processes
 * makes its run idempotent (unique keys, skip-locked claims); this loop only paces one process.
 */
export function createPeriodicJob<T>(options: PeriodicJobOptions<T>): PeriodicJob<T> {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<T> | null = null;

  const runOnce = (): Promise<T> => {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = (delayMs: number) => {
    timer = setTimeout(() => {
      runOnce()
        .then(options.onDone, options.onError)
        .finally(() => {
          if (timer) tick(options.intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (!timer) tick(options.firstRunDelayMs ?? options.intervalMs);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
