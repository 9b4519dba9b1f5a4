import type { KyselyPlugin } from 'kysely';
import type { Db } from '../src/lib/db/database.ts';

/** A database handle that counts the statements sent through it (BEGIN, COMMIT and savepoints aside). */
export type CountingDb = { db: Db; count: () => number };

/** Wraps `db` so a test can tell how many statements (round trips) a call sent. */
export function countingStatements(db: Db): CountingDb {
  let statements = 0;
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      statements += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), count: () => statements };
}
