import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../lib/db/database.ts';
import { createPeriodicJob, type PeriodicJob } from '../../lib/jobs/periodic-job.ts';
import { pruneLoginHistory } from './login-history-repository.ts';

/** The job that keeps the sign-in history to its retention: ten minutes after start, then hourly. */
export function createLoginHistoryPruneJob(deps: {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
}): PeriodicJob<number> {
  return createPeriodicJob({
    run: () => pruneLoginHistory(deps.db, deps.now()),
    intervalMs: 60 * 60 * 1000,
    firstRunDelayMs: 10 * 60 * 1000,
    onDone: (deleted) => {
      if (deleted > 0) deps.log.info({ deleted }, 'Pruned old sign-in history');
    },
    onError: (error) => deps.log.error({ err: error }, 'Pruning sign-in history failed'),
  });
}
