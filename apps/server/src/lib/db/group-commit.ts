import { sql } from 'kysely';
import type { Db } from './database.ts';
import type { Trx } from './transaction.ts';

// Why: a bet is a dozen short statements, but its own transaction also costs a BEGIN, a COMMIT and a
// WAL flush, and on PGlite (one transaction at a time) every caller queues behind the last one's
// commit. Like high-volume ledgers, the placements waiting while a transaction runs share the next
// one: each runs inside its own SAVEPOINT, so a refused or failed one rolls back alone and gets its
// own answer, and the others commit together. Nothing a unit does is answered before that commit.

/** A unit's work: it gets what the group's `prepare` read for every unit of the group. */
export type UnitWork<S, T> = (trx: Trx, shared: S) => Promise<T>;

/** Runs work in a transaction shared with other work queued at the same time. */
export type GroupCommitter<P = undefined, S = undefined> = {
  /**
   * Runs `work` in a transaction, possibly with other units in their own savepoints, and settles
   * once that transaction committed (or with `work`'s own error, nothing of it kept). `lane` picks
   * the queue (units of one lane share rows, e.g. one member's); two units with the same
   * `conflictKey` (e.g. an idempotency key) never share a group. `work` may run again (alone) when
   * its group failed as a whole: it must keep no state from an earlier run.
   */
  run<T>(unit: { lane: number; conflictKey: string; payload: P }, work: UnitWork<S, T>): Promise<T>;
};

/** Options of createGroupCommitter. */
export type GroupCommitOptions = {
  /**
   * Most units in one transaction. Kept under 64: each unit is a subtransaction, and PostgreSQL
   * tracks at most 64 per transaction in shared memory before every snapshot gets slower.
   */
  maxGroupSize?: number;
  /** Queues whose groups run at the same time, each one group at a time. */
  lanes?: number;
};

/**
 * Runs first in each group's transaction, outside the units' savepoints, with every unit's payload
 * (one read for the group instead of one per unit); its result is handed to each unit's work.
 */
export type GroupPrepare<P, S> = (trx: Trx, payloads: P[]) => Promise<S>;

type Unit = {
  conflictKey: string;
  payload: unknown;
  work: UnitWork<unknown, unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Settled = { unit: Unit; isDone: true; value: unknown } | { unit: Unit; isDone: false; error: unknown };

type Lane = { queue: Unit[]; isRunning: boolean };

/**
 * A per-process group committer: `lanes` queues, each running one group's transaction at a time;
 * units arriving while it runs form the lane's next group (up to maxGroupSize). A group holds the
 * rows of several units at once until its commit: callers pick lanes so that two lanes never need
 * the same rows in opposite orders (bets: by the member's house shard, so two groups running at
 * once never share a member or a house shard). A unit that still meets a deadlock rolls back to
 * its savepoint alone and fails with it (its caller retries).
 */
export function createGroupCommitter<P = undefined, S = undefined>(
  db: Db,
  { maxGroupSize = 32, lanes = 1 }: GroupCommitOptions = {},
  prepare: GroupPrepare<P, S> = async () => undefined as S,
): GroupCommitter<P, S> {
  const prepareFor = (trx: Trx, units: Unit[]) =>
    prepare(
      trx,
      units.map((unit) => unit.payload as P),
    );
  const laneList: Lane[] = Array.from({ length: lanes }, () => ({ queue: [], isRunning: false }));

  const takeGroup = (queue: Unit[]) => {
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
      unit.resolve(
        await db.transaction().execute(async (trx) => unit.work(trx, await prepareFor(trx, [unit]))),
      );
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
        const shared = await prepareFor(trx, group);
        for (const [index, unit] of group.entries()) {
          const savepoint = sql.raw(`unit_${index}`);
          await sql`savepoint ${savepoint}`.execute(trx);
          try {
            // Not released (a round trip saved): the next unit's savepoint nests in it, harmless.
            const value = await unit.work(trx, shared);
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

  const pump = async (lane: Lane) => {
    if (lane.isRunning) return;
    lane.isRunning = true;
    try {
      for (let group = takeGroup(lane.queue); group.length > 0; group = takeGroup(lane.queue)) {
        await runGroup(group);
      }
    } finally {
      lane.isRunning = false;
    }
  };

  return {
    run<T>(
      { lane, conflictKey, payload }: { lane: number; conflictKey: string; payload: P },
      work: UnitWork<S, T>,
    ) {
      const chosen = laneList[Math.abs(Math.trunc(lane)) % lanes] as Lane;
      return new Promise<T>((resolve, reject) => {
        chosen.queue.push({
          conflictKey,
          payload,
          work: work as UnitWork<unknown, unknown>,
          resolve: resolve as (value: unknown) => void,
          reject,
        });
        void pump(chosen);
      });
    },
  };
}
