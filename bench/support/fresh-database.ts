// A fresh PostgreSQL database for one bench run, created next to the one a URL names and dropped after.
import pg from 'pg';

/** A database created for this run. */
export type FreshDatabase = { url: string; drop: () => Promise<void> };

let created = 0;

/** Creates `hanpan_bench_<time>_<pid>_<n>` on the server of `serverUrl`. */
export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  created += 1;
  const name = `hanpan_bench_${Math.floor(Date.now() / 1000)}_${process.pid}_${created}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
