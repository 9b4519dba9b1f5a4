// Concurrent callers' movements posted as groups, each group one autocommit statement
// (moneyStep(db).moveMany): what arrives while the previous groups run forms the next one.
// Not lib/db/group-commit.ts: that one runs each unit's work of any shape in its own savepoint of a
// shared transaction (BEGIN, a savepoint per unit, COMMIT); here a group needs no transaction at all,
// since one statement is atomic and answers each movement on its own.

import type { ManyMoved, Movement } from '../../apps/server/src/features/wallet/money-step.ts';
import { moneyStep } from '../../apps/server/src/features/wallet/money-step.ts';
import type { Db } from '../../apps/server/src/lib/db/database.ts';

type Waiting = {
  movement: Movement;
  resolve: (outcome: ManyMoved) => void;
  reject: (error: unknown) => void;
};

/** Posts movements in groups; `groups` counts the statements sent so far. */
export type MovementBatcher = {
  /** Hands a movement to the next group and answers with its own outcome once that group's statement ran. */
  move(movement: Movement): Promise<ManyMoved>;
  readonly groups: number;
};

/**
 * A batcher on `db`: at most `inFlight` group statements at a time, each of up to `maxGroupSize`
 * movements in the order they arrived.
 */
export function createMovementBatcher(
  db: Db,
  { maxGroupSize = 200, inFlight = 1 }: { maxGroupSize?: number; inFlight?: number } = {},
): MovementBatcher {
  const step = moneyStep(db);
  const queue: Waiting[] = [];
  let running = 0;
  let groups = 0;

  const postGroup = async (group: Waiting[]) => {
    try {
      const outcomes = await step.moveMany(
        db,
        group.map((waiting) => waiting.movement),
      );
      for (const [index, waiting] of group.entries()) waiting.resolve(outcomes[index] as ManyMoved);
    } catch (error) {
      for (const waiting of group) waiting.reject(error);
    }
  };

  const pump = async () => {
    if (running >= inFlight) return;
    running += 1;
    try {
      while (queue.length > 0) {
        // One turn of the event loop first: the callers the last group answered hand in their next
        // movement, so it joins this group instead of leaving alone after it.
        await new Promise((resolve) => setImmediate(resolve));
        groups += 1;
        await postGroup(queue.splice(0, maxGroupSize));
      }
    } finally {
      running -= 1;
    }
  };

  return {
    move: (movement) =>
      new Promise<ManyMoved>((resolve, reject) => {
        queue.push({ movement, resolve, reject });
        void pump();
      }),
    get groups() {
      return groups;
    },
  };
}
