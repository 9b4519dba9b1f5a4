import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Trx } from './transaction.ts';

// Why: a bet is a dozen short statements, but its own transaction also costs a BEGIN, a COMMIT and a
// WAL flush, and on PGlite (one transaction at a time) every caller queues behind the last one's
// commit. Like high-volume ledgers, the placements waiting while a transaction runs share the next
// one: each runs inside its own SAVEPOINT, so a refused or failed one rolls back alone and gets its
// own answer, and the others commit together. Nothing a unit does is answered before that commit.

/** Work done inside a transaction (a savepoint of a group's transaction when grouped). */
export type TransactionWork<T> = (trx: Trx) => Promise<T>;

/** Runs work in a transaction shared with other work queued at the same time. */
export type GroupCommitter = {
  /**
   * Runs `work` in a transaction, possibly with other units in their own savepoints, and settles
   * once that transaction committed (or with `work`'s own error, nothing of it kept). Two units with
   * the same `conflictKey` (e.g. an idempotency key) never share a group. `work` may run again
   * (alone) when its group failed as a whole: it must keep no state from an earlier run.
   */
  run<T>(conflictKey: string, work: TransactionWork<T>): Promise<T>;
};

/** Options of createGroupCommitter. */
export type GroupCommitOptions = {
  /** Most units in one transaction. */
  maxGroupSize?: number;
};

type Unit = {
  conflictKey: string;
  work: TransactionWork<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Settled = { unit: Unit; isDone: true; value: unknown } | { unit: Unit; isDone: false; error: unknown };

/**
 * A per-process group committer: one group's transaction at a time; units arriving while it runs
 * form the next group (up to maxGroupSize). One group in flight keeps the locks of two groups from
 * crossing each other (a group holds several members' and house shards' rows at once).
 */
export function createGroupCommitter(db: Db, { maxGroupSize = 32 }: GroupCommitOptions = {}): GroupCommitter {
  const queue: Unit[] = [];
  let isRunning = false;

  const takeGroup = () => {
    const group: Unit[] = [];
    const keys = new Set<string>();
    for (let index = 0; index < queue.length && group.length < maxGroupSize; ) {
      const unit = queue[index] as Unit;
      if (keys.has(unit.conflictKey)) {
        index += 1;
        continue;
      }
      keys.add(unit.conflictKey);
      group.push(unit);
      queue.splice(index, 1);
    }
    return group;
  };

  const runAlone = async (unit: Unit) => {
    try {
      unit.resolve(await db.transaction().execute(unit.work));
    } catch (error) {
      unit.reject(error);
    }
  };

  const runGroup = async (group: Unit[]) => {
    if (group.length === 1) return runAlone(group[0] as Unit);
    let settled: Settled[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        settled = [];
        for (const [index, unit] of group.entries()) {
          const savepoint = sql.raw(`unit_${index}`);
          await sql`savepoint ${savepoint}`.execute(trx);
          try {
            const value = await unit.work(trx);
            await sql`release savepoint ${savepoint}`.execute(trx);
            settled.push({ unit, isDone: true, value });
          } catch (error) {
            await sql`rollback to savepoint ${savepoint}`.execute(trx);
            settled.push({ unit, isDone: false, error });
          }
        }
      });
    } catch {
      // The group's transaction failed as a whole (its commit refused, the connection lost, a
      // rollback to a savepoint impossible): nothing of it stayed, so each unit runs again alone.
      for (const unit of group) await runAlone(unit);
      return;
    }
    for (const result of settled) {
      if (result.isDone) result.unit.resolve(result.value);
      else result.unit.reject(result.error);
    }
  };

  const pump = async () => {
    if (isRunning) return;
    isRunning = true;
    try {
      for (let group = takeGroup(); group.length > 0; group = takeGroup()) await runGroup(group);
    } finally {
      isRunning = false;
    }
  };

  return {
    run<T>(conflictKey: string, work: TransactionWork<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({
          conflictKey,
          work,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        void pump();
      });
    },
  };
}
