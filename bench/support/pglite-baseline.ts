// PGlite's own baseline for a bench: pgbench -N's transaction (TPC-B without the branch and teller
// updates: update an account, read it back, append a history row) run on PGlite in a data folder, by
// `clients` callers in this process, as the server opens it (openDatabase), for `seconds`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/lib/db/open-database.ts';
import type { BenchResult } from './pgbench.ts';

const accounts = 100_000;

/** pgbench -N's transaction on PGlite, `clients` callers, `seconds` long (after a 1 s warm-up). */
export async function runPGliteBaseline({
  clients,
  seconds,
}: {
  clients: number;
  seconds: number;
}): Promise<BenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hanpan-pglite-baseline-'));
  const handle = await openDatabase({ dataDir });
  const db = handle.db;
  try {
    await sql`create table pgbench_accounts (aid integer primary key, bid integer, abalance integer, filler char(84))`.execute(
      db,
    );
    await sql`create table pgbench_history (tid integer, bid integer, aid integer, delta integer, mtime timestamp, filler char(22))`.execute(
      db,
    );
    await sql`insert into pgbench_accounts select g, 1, 0, '' from generate_series(1, ${accounts}) g`.execute(
      db,
    );
    const run = async (untilMs: number) => {
      const latencies: number[] = [];
      const caller = async () => {
        while (Date.now() < untilMs) {
          const aid = 1 + Math.floor(Math.random() * accounts);
          const delta = Math.floor(Math.random() * 10_001) - 5_000;
          const startedAt = performance.now();
          await db.transaction().execute(async (trx) => {
            await sql`update pgbench_accounts set abalance = abalance + ${delta} where aid = ${aid}`.execute(
              trx,
            );
            await sql`select abalance from pgbench_accounts where aid = ${aid}`.execute(trx);
            await sql`insert into pgbench_history (tid, bid, aid, delta, mtime) values (1, 1, ${aid}, ${delta}, current_timestamp)`.execute(
              trx,
            );
          });
          latencies.push(performance.now() - startedAt);
        }
      };
      await Promise.all(Array.from({ length: clients }, caller));
      return latencies;
    };
    await run(Date.now() + 1_000);
    const startedAt = Date.now();
    const latencies = await run(startedAt + seconds * 1_000);
    const elapsed = (Date.now() - startedAt) / 1_000;
    latencies.sort((a, b) => a - b);
    const at = (p: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
    return {
      label: `pgbench -N's transaction on PGlite (data folder), ${clients} callers`,
      perSecond: latencies.length / elapsed,
      p50Ms: at(50),
      p99Ms: at(99),
      note: `${latencies.length} transactions; ${accounts} accounts`,
    };
  } finally {
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
