import type { Db } from '../../lib/db/database.ts';
import type { NotifyMessagesReceived } from './events.ts';
import { deliverBatch, findUnfinishedJobId } from './send-repository.ts';

/** Recipients per batch: one INSERT ... SELECT each, small enough to leave room for member requests. */
export const defaultSendBatchSize = 2000;

/** Delivers staff sends in the background, one batch at a time, oldest send first. */
export type SendRunner = {
  /** Starts delivering if nothing is running (after a new send, and at start-up for unfinished ones). */
  kick(): void;
  /** Delivers again after a stop (a process that leads again) and kicks. */
  start(): void;
  /** Resolves once no send is left to deliver (tests, shutdown). */
  whenIdle(): Promise<void>;
  /** Stops after the current batch; unfinished sends carry on at the next start. */
  stop(): Promise<void>;
};

/** The runner of staff sends. */
export function createSendRunner(deps: {
  db: Db;
  notifyMessagesReceived: NotifyMessagesReceived;
  onError: (error: unknown) => void;
  batchSize?: number;
}): SendRunner {
  const batchSize = deps.batchSize ?? defaultSendBatchSize;
  let running: Promise<void> | null = null;
  let isKickedAgain = false;
  let isStopped = false;
  // Lets member requests waiting for the database in between batches (PGlite runs one at a time).
  const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

  const deliverAll = async () => {
    do {
      isKickedAgain = false;
      for (
        let job = await findUnfinishedJobId(deps.db);
        job && !isStopped;
        job = await findUnfinishedJobId(deps.db)
      ) {
        for (;;) {
          if (isStopped) return;
          const batch = await deliverBatch(deps.db, job.id, batchSize);
          if (batch && batch.memberIds.length > 0) await deps.notifyMessagesReceived(batch.memberIds);
          if (!batch || batch.isDone) break;
          await yieldToRequests();
        }
      }
    } while (isKickedAgain && !isStopped);
  };

  const kick = () => {
    if (isStopped) return;
    if (running) {
      isKickedAgain = true;
      return;
    }
    running = deliverAll()
      .catch(deps.onError)
      .finally(() => {
        running = null;
      });
  };

  return {
    kick,
    start() {
      isStopped = false;
      kick();
    },
    async whenIdle() {
      while (running) await running;
    },
    async stop() {
      isStopped = true;
      await running;
    },
  };
}
