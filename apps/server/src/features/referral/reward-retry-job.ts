import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../lib/jobs/periodic-job.ts';
import type { ReferralService } from './service.ts';

/** How often pending rewards are looked for again when nothing else triggers a payment pass. */
export const referralRetryIntervalMs = 60_000;

/**
 * Pays pending referral rewards at start-up (what an earlier process approved but did not pay) and then
 * every interval, so a payment that failed (a database error after the approval) is not left waiting for
 * the next approval or restart. Each reward is paid once under its key, whichever process passes first.
 */
export function createReferralRewardRetryJob(deps: {
  referral: Pick<ReferralService, 'payPendingRewards'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): PeriodicJob<number> {
  return createPeriodicJob({
    run: () => deps.referral.payPendingRewards(),
    intervalMs: deps.intervalMs ?? referralRetryIntervalMs,
    firstRunDelayMs: 0,
    onDone: (paid) => {
      if (paid > 0) deps.log.info({ paid }, 'Paid pending referral rewards');
    },
    onError: (error) => deps.log.error({ err: error }, 'Referral reward payment failed; retried next tick'),
  });
}
