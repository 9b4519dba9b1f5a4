import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { createPeriodicJob, type PeriodicJob } from '../jobs/periodic-job.ts';
import { pruneIdempotentReplies } from './repository.ts';

const dayMs = 24 * 60 * 60 * 1000;

/** The job that deletes stored idempotent replies older than the retention (a minute after start, then hourly); a run resolves with how many it deleted. */
export type IdempotencyPruneJob = PeriodicJob<number>;

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
  return createPeriodicJob({
    run: () =>
      pruneIdempotentReplies(settings.db, {
        olderThan: new Date(settings.now().getTime() - settings.retentionDays * dayMs),
        batchSize: settings.batchSize ?? 500,
        maxBatches: 100,
      }),
    intervalMs: settings.intervalMs ?? 60 * 60 * 1000,
    firstRunDelayMs: settings.firstRunDelayMs ?? 60_000,
    onDone: (deleted) => {
      if (deleted > 0) settings.log.debug({ deleted }, 'Pruned idempotent replies');
    },
    onError: (error) => settings.log.error({ err: error }, 'Pruning idempotent replies failed'),
  });
}
