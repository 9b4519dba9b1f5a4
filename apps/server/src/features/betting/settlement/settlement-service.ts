import type { UserQueueName } from '@hanpan/core/api/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../lib/db/database.ts';
import type { RealtimePublisher } from '../../../lib/realtime/realtime.ts';
import type { NotifyUserContextChanged } from '../../auth/index.ts';
import { type BatchResult, settleBatch } from './settle-batch.ts';
import { findBetsToSettle, findOutcomesWaiting } from './settlement-repository.ts';
import type { SettlementReport, SettlementService, SettlementSource } from './settlement-types.ts';

/** What the settlement service is built from. */
export type SettlementServiceDeps = {
  db: Db;
  realtime: Pick<RealtimePublisher, 'sendToMember'>;
  notifyUserContextChanged: NotifyUserContextChanged;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Bets per transaction (default 1000). */
  batchSize?: number;
  /** Batches in flight at once within a pass (default 3; PGlite runs them one after another anyway). */
  concurrency?: number;
  /** Wait before trying notified outcomes again after a failed pass (default 1 s). */
  retryDelayMs?: number;
};

/** Bets settled per transaction: big enough to amortise the round trips, small enough to hold locks briefly. */
export const defaultSettlementBatchSize = 1000;

// SQLSTATE 40P01 (deadlock victim) and 40001 (serialization failure): nothing stayed, run the batch again.
const retryStates = new Set(['40P01', '40001']);
const maxAttempts = 3;

// During a long pass, members' balances are pushed at most this often (and once at its end).
const contextEveryMs = 500;

const emptyReport = (): SettlementReport => ({ betsSettled: 0, betsResettled: 0, paid: 0n, reversed: 0n });

/**
 * Creates the settlement engine: settleOutcomes / catchUp settle in batches (settle-batch.ts), and one
 * worker loop per process takes the outcome ids the feed notifies (coalesced while a pass runs).
 * Members hear of their bets and their new balance after each batch commits, never inside it.
 */
export function createSettlementService(deps: SettlementServiceDeps): SettlementService {
  const { db, logger } = deps;
  const batchSize = deps.batchSize ?? defaultSettlementBatchSize;
  const retryDelayMs = deps.retryDelayMs ?? 1000;
  const concurrency = deps.concurrency ?? 3;
  const pending = new Set<bigint>();
  let needsCatchUp = false;
  let isStarted = false;
  let isStopping = false;
  let running: Promise<void> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let wakeRetry: (() => void) | null = null;
  const notifications = new Set<Promise<unknown>>();

  const runBatch = async (betIds: bigint[], source: SettlementSource) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await settleBatch(db, betIds, source);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (typeof code !== 'string' || !retryStates.has(code) || attempt >= maxAttempts) throw error;
      }
    }
  };

  // Balances are re-read once per member per flush, not per batch: a pass over a busy fixture touches
  // the same members batch after batch, and each load is a query beside the settlement's own.
  const membersToTell = new Set<number>();
  let toldAt = 0;
  const tellMembers = () => {
    toldAt = Date.now();
    for (const memberId of membersToTell) {
      const sent = deps.notifyUserContextChanged(memberId);
      notifications.add(sent);
      void sent.finally(() => notifications.delete(sent));
    }
    membersToTell.clear();
  };

  const publish = (result: BatchResult) => {
    for (const { memberId, message } of result.messages) {
      deps.realtime.sendToMember(memberId, 'bet' satisfies UserQueueName, message);
      membersToTell.add(memberId);
    }
    if (Date.now() - toldAt >= contextEveryMs) tellMembers();
  };

  const settleOutcomes = async (outcomeIds: readonly bigint[], source: SettlementSource) => {
    const report = emptyReport();
    if (outcomeIds.length === 0) return report;
    const betIds = await findBetsToSettle(db, outcomeIds);
    const batches: bigint[][] = [];
    for (let start = 0; start < betIds.length; start += batchSize)
      batches.push(betIds.slice(start, start + batchSize));
    // A few batches in flight on separate connections: each holds its own bets, and only its account
    // locks (taken last, held briefly) make another wait.
    const runner = async () => {
      for (let batch = batches.shift(); batch; batch = batches.shift()) {
        // Stopping ends the pass between batches; the rest stays waiting in the database.
        if (isStopping) return;
        const result = await runBatch(batch, source);
        report.betsSettled += result.betsSettled;
        report.betsResettled += result.betsResettled;
        report.paid += result.paid;
        report.reversed += result.reversed;
        publish(result);
      }
    };
    try {
      await Promise.all(Array.from({ length: Math.min(concurrency, batches.length) }, runner));
    } finally {
      tellMembers();
    }
    return report;
  };

  const catchUp = async () => settleOutcomes(await findOutcomesWaiting(db), 'catch_up');

  const waitBeforeRetry = () =>
    new Promise<void>((resolve) => {
      wakeRetry = resolve;
      retryTimer = setTimeout(resolve, retryDelayMs);
    }).finally(() => {
      retryTimer = null;
      wakeRetry = null;
    });

  const loop = async () => {
    while (!isStopping) {
      if (needsCatchUp) {
        needsCatchUp = false;
        try {
          const report = await catchUp();
          if (report.betsSettled > 0) logger.info({ report: logged(report) }, 'Settlement catch-up done');
        } catch (error) {
          logger.error({ err: error }, 'Settlement catch-up failed');
          needsCatchUp = true;
          await waitBeforeRetry();
        }
        continue;
      }
      if (pending.size === 0) return;
      const outcomeIds = [...pending];
      pending.clear();
      try {
        await settleOutcomes(outcomeIds, 'feed');
      } catch (error) {
        // The database is the queue: what failed is still waiting there; try these outcomes again later.
        logger.error({ err: error, outcomes: outcomeIds.length }, 'Settlement pass failed');
        for (const id of outcomeIds) pending.add(id);
        await waitBeforeRetry();
      }
    }
  };

  const kick = () => {
    if (!isStarted || isStopping || running) return;
    running = loop().finally(() => {
      running = null;
      if (pending.size > 0 || needsCatchUp) kick();
    });
  };

  return {
    settleOutcomes,
    catchUp,
    notifyOutcomesSettled(outcomeIds) {
      for (const id of outcomeIds) pending.add(BigInt(id));
      kick();
    },
    async drain() {
      while (running) await running;
      await Promise.all([...notifications]);
    },
    start() {
      if (isStarted) return;
      isStarted = true;
      needsCatchUp = true;
      kick();
    },
    async stop() {
      isStopping = true;
      if (retryTimer) clearTimeout(retryTimer);
      wakeRetry?.();
      while (running) await running;
      await Promise.all([...notifications]);
      // Startable again (a process that leads again); notifications until then wait in the database.
      isStarted = false;
      isStopping = false;
      pending.clear();
    },
  };
}

const logged = (report: SettlementReport) => ({
  ...report,
  paid: String(report.paid),
  reversed: String(report.reversed),
});
