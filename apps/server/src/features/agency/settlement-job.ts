import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import type { FastifyBaseLogger } from 'fastify';
import type { AgencySettlementService } from './settlement-service.ts';

/** The scheduled daily settlement: after 00:00 KST, the day before is settled once. */
export type AgencySettlementJob = {
  /** Checks every `intervalMs` (a minute) whether yesterday (KST) still needs its run; timers never keep the process alive. */
  start(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
  /** One check now: settles yesterday unless its run finished; resolves with the day it settled, or null. */
  runOnce(): Promise<string | null>;
};

/**
 * Builds the scheduled run. Several processes may run it at once: the settlement's unique (partner, day)
 * and ledger keys pay each partner's day once, and a finished day is skipped.
 */
export function createAgencySettlementJob(deps: {
  settlement: AgencySettlementService;
  now: () => Date;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): AgencySettlementJob {
  const intervalMs = deps.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<string | null> | null = null;

  const runOnce = (): Promise<string | null> => {
    running ??= (async () => {
      const day = kstDayPlus(kstDateOf(deps.now()), -1);
      if (await deps.settlement.isDaySettled(day)) return null;
      const outcome = await deps.settlement.settleDay(day);
      deps.log.info({ ...outcome, amount: outcome.amount.toString() }, 'Partner settlement run');
      return day;
    })().finally(() => {
      running = null;
    });
    return running;
  };

  const tick = () => {
    timer = setTimeout(() => {
      runOnce()
        .catch((error: unknown) =>
          deps.log.error({ err: error }, 'Partner settlement failed; retried next tick'),
        )
        .finally(() => {
          if (timer) tick();
        });
    }, intervalMs);
    timer.unref();
  };

  return {
    start() {
      if (!timer) tick();
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
    runOnce,
  };
}
