// The baseline of the database benches: `pgbench -N` (TPC-B without the branch/teller updates) on a
// scratch database of the same PostgreSQL server, in the same run.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';

/** One measured run, as the bench tables print it. */
export type BenchResult = {
  label: string;
  perSecond: number;
  p50Ms: number | null;
  p99Ms: number | null;
  note: string;
};

const adminQuery = async (serverUrl: string, statement: string) => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** `pgbench -N -c <clients> -j 2 -T <seconds>` on a scratch database it initialises and drops. */
export async function runPgbenchBaseline(
  serverUrl: string,
  { clients, seconds }: { clients: number; seconds: number },
): Promise<BenchResult> {
  const name = `hanpan_pgbench_${process.pid}_${Date.now() % 100_000}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const drop = onCleanup(() => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  try {
    const url = new URL(serverUrl);
    const connection = [
      '-h',
      url.hostname,
      '-p',
      url.port || '5432',
      '-U',
      decodeURIComponent(url.username || 'postgres'),
    ];
    const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
    const init = spawnSync('pgbench', ['-i', '-q', ...connection, name], { env, encoding: 'utf8' });
    if (init.error) throw new Error(`pgbench is needed for the baseline: ${init.error.message}`);
    if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
    const args = ['-N', '-c', String(clients), '-j', '2', '-T', String(seconds), ...connection, name];
    const run = spawnSync('pgbench', args, { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    if (!tps) throw new Error(`pgbench output not understood:\n${run.stdout}`);
    return {
      label: `pgbench -N -c ${clients} -j 2 (simple update)`,
      perSecond: Number(tps),
      p50Ms: null,
      p99Ms: null,
      note: `latency average ${latency ?? '?'} ms; scale 1`,
    };
  } finally {
    await drop();
  }
}
