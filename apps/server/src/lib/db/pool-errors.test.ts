import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.ts';

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('the PostgreSQL pool', () => {
  it('when an idle pooled connection is killed by the server, then the error reaches onPoolError and the next query reconnects', async () => {
    const errors: Error[] = [];
    const handle = await openDatabase({
      databaseUrl,
      poolMax: 1,
      onPoolError: (error) => errors.push(error),
    });
    const killer = await openDatabase({ databaseUrl, poolMax: 1, onPoolError: () => {} });
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
      await sql`select pg_terminate_backend(${rows[0]?.pid})`.execute(killer.db);
      for (let waited = 0; errors.length === 0 && waited < 5000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(errors).toHaveLength(1);
      expect(errors[0]?.message).toMatch(/terminat/i);
      const { rows: again } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
      expect(again).toEqual([{ one: 1 }]);
    } finally {
      await handle.close();
      await killer.close();
    }
  });
});
