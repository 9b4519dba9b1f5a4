import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { pruneIdempotentReplies } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The job that deletes stored idempotent replies older than the retention. */
export type IdempotencyPruneJob = {
  /** Runs a prune a minute from now, then every `intervalMs`; the timers never keep the process alive. */
  start(): void;
  /** Stops the timers and waits for a prune in progress (call before the database closes). */
  stop(): Promise<void>;
  /** One prune now; resolves with how many replies were deleted. */
  runOnce(): Promise<number>;
};

/** What the prune job is built from. */
export type IdempotencyPruneSettings = {
  db: Db;
  /** IDEMPOTENCY_RETENTION_DAYS: replies older than this many days are deleted. */
  retentionDays: number;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
  firstRunDelayMs?: number;
  batchSize?: number;
};

/** Builds the prune job of the idempotent replies (the ledger itself is append-only and never pruned). */
export function createIdempotencyPruneJob(settings: IdempotencyPruneSettings): IdempotencyPruneJob {
  const intervalMs = settings.intervalMs ?? 60 * 60 * 1000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<number> | null = null;

  const runOnce = (): Promise<number> => {
    // One prune at a time: a slow run is not overlapped by the next tick.
    running ??= pruneIdempotentReplies(settings.db, {
      olderThan: new Date(settings.now().getTime() - settings.retentionDays * dayMs),
      batchSize: settings.batchSize ?? 500,
      maxBatches: 100,
    }).finally(() => {
      running = null;
    });
    return running;
  };

  const tick = (delayMs: number) => {
    timer = setTimeout(() => {
      runOnce()
        .then((deleted) => {
          if (deleted > 0) settings.log.debug({ deleted }, 'Pruned idempotent replies');
        })
        .catch((error: unknown) => settings.log.error({ err: error }, 'Pruning idempotent replies failed'))
        .finally(() => {
          if (timer) tick(intervalMs);
        });
    }, delayMs);
    timer.unref();
  };

  return {
    start() {
      if (!timer) tick(settings.firstRunDelayMs ?? 60_000);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
