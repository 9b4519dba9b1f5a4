import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../lib/jobs/periodic-job.ts';
import type { AgencySettlementService } from './settlement-service.ts';

/** The scheduled daily settlement: after 00:00 KST, the day before is settled once; a run resolves with the day it settled, or null. */
export type AgencySettlementJob = PeriodicJob<string | null>;

/**
 * Builds the scheduled run, checking every `intervalMs` (a minute) whether yesterday (KST) still needs its
 * run. Several processes may run it at once: the settlement's unique (partner, day) and ledger keys pay
 * each partner's day once, and a finished day is skipped.
 */
export function createAgencySettlementJob(deps: {
  settlement: AgencySettlementService;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): AgencySettlementJob {
  return createPeriodicJob({
    run: async () => {
      const day = kstDayPlus(kstDateOf(deps.now()), -1);
      if (await deps.settlement.isDaySettled(day)) return null;
      const outcome = await deps.settlement.settleDay(day);
      deps.log.info({ ...outcome, amount: outcome.amount.toString() }, 'Partner settlement run');
      return day;
    },
    intervalMs: deps.intervalMs ?? 60_000,
    onError: (error) => deps.log.error({ err: error }, 'Partner settlement failed; retried next tick'),
  });
}
