import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, pollUntil, type ScratchDatabase } from '../../../test/minigame-processes.ts';
import { FencedError } from '../db/fenced-dialect.ts';
import { type DatabaseHandle, openDatabase } from '../db/open-database.ts';
import { applicationNameOf } from './leader-lock-repository.ts';
import { createLeadership, type Leadership } from './leadership.ts';

// PostgreSQL only (the PGlite pass of `npm test` skips it): leaderships of two "processes" (each with its
// own pool named after its instance, as main.ts opens it) elect on one scratch database.

const adminUrl = process.env.DATABASE_URL;
const heartbeatMs = 100;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

const quietLog = { info: () => undefined, warn: () => undefined, error: () => undefined };

type Candidate = { leadership: Leadership; database: DatabaseHandle; changes: boolean[] };

const candidate = async (
  scratch: ScratchDatabase,
  instanceId: string,
  timings: { heartbeatMs: number; leaseMs: number },
): Promise<Candidate> => {
  const database = await openDatabase({
    databaseUrl: scratch.url,
    poolMax: 2,
    applicationName: applicationNameOf(instanceId),
    onPoolError: () => undefined,
  });
  const openFenced = database.openFenced;
  if (!openFenced) throw new Error('PostgreSQL handle without openFenced');
  const leadership = createLeadership({
    databaseUrl: scratch.url,
    openFenced,
    instanceId,
    log: quietLog,
    ...timings,
  });
  const changes: boolean[] = [];
  leadership.onChange((isLeader) => {
    changes.push(isLeader);
  });
  cleanups.push(async () => {
    await leadership.close();
    await database.close();
  });
  return { leadership, database, changes };
};

const probeCount = async (db: ScratchDatabase['db']) =>
  Number((await sql<{ n: string }>`select count(*)::text as n from fence_probe`.execute(db)).rows[0]?.n);

describe.runIf(adminUrl)('leader election on PostgreSQL', () => {
  it('when two processes elect and the leader closes, then exactly one leads and the other leads within two heartbeats', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'leader', null);
    cleanups.push(scratch.drop);
    const timings = { heartbeatMs, leaseMs: 1000 };
    const a = await candidate(scratch, 'elect-a', timings);
    const b = await candidate(scratch, 'elect-b', timings);
    await a.leadership.start();
    await b.leadership.start();
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);
    // Several heartbeats later, still one leader, the same one.
    await new Promise((resolve) => setTimeout(resolve, heartbeatMs * 5));
    expect([a.leadership.isLeader(), b.leadership.isLeader()]).toEqual([true, false]);
    const firstEpoch = a.leadership.epoch();

    const closedAt = Date.now();
    await a.leadership.close();
    await pollUntil(async () => b.leadership.isLeader(), { timeoutMs: 5000, intervalMs: 5 });
    expect(Date.now() - closedAt).toBeLessThan(heartbeatMs * 2 + 200);
    expect(b.leadership.epoch()).toBe((firstEpoch ?? 0n) + 1n);
    expect(a.changes).toEqual([true, false]);
    expect(b.changes).toEqual([true]);
  });

  it('when the leader stops renewing while its lock is held, then a follower ends its backends, takes over, and the stale leader writes nothing', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'fence', null);
    cleanups.push(scratch.drop);
    await sql`create table fence_probe (by text not null)`.execute(scratch.db);
    // The stale one's heartbeat never comes round again within the test: like a frozen (SIGSTOPped) process.
    const stale = await candidate(scratch, 'stale-a', { heartbeatMs: 600_000, leaseMs: 600_000 });
    const next = await candidate(scratch, 'next-b', { heartbeatMs, leaseMs: 1000 });
    await stale.leadership.start();
    await next.leadership.start();
    expect(stale.leadership.isLeader()).toBe(true);
    await sql`insert into fence_probe values ('stale before')`.execute(stale.leadership.fencedDb);

    const staleEpoch = stale.leadership.epoch() ?? 0n;
    // What the frozen process would write on waking, before it heard anything: its old epoch, its pool.
    const staleWriter = stale.database.openFenced?.(() => staleEpoch);
    if (!staleWriter) throw new Error('PostgreSQL handle without openFenced');

    // Its lease runs out in the database's eyes (its own clock still says it leads).
    await sql`update cluster_leader_lease set expires_at = now() - interval '1 second'`.execute(scratch.db);
    await pollUntil(async () => next.leadership.isLeader(), { timeoutMs: 5000, intervalMs: 5 });
    expect(next.leadership.epoch()).toBe(staleEpoch + 1n);
    const lockHolders = await sql<{ application_name: string }>`
      select a.application_name from pg_locks l join pg_stat_activity a using (pid)
      where l.locktype = 'advisory' and l.granted
        and l.database = (select oid from pg_database where datname = current_database())`.execute(
      scratch.db,
    );
    expect(lockHolders.rows.map((row) => row.application_name)).toEqual([applicationNameOf('next-b')]);
    // Its lock connection was ended under it: it stepped down (its jobs stopped).
    await pollUntil(async () => !stale.leadership.isLeader(), { timeoutMs: 2000, intervalMs: 5 });
    expect(stale.changes).toEqual([true, false]);
    await expect(
      sql`insert into fence_probe values ('stale after step-down')`.execute(stale.leadership.fencedDb),
    ).rejects.toBeInstanceOf(FencedError);

    // A write under the old epoch (in a transaction or alone) is refused by the lease row itself.
    const staleWrite = (label: string) =>
      staleWriter.transaction().execute(async (trx) => {
        await sql`insert into fence_probe values (${label})`.execute(trx);
      });
    let refused: unknown = null;
    for (let attempt = 0; attempt < 3 && !(refused instanceof FencedError); attempt += 1) {
      // A pooled connection ended under it fails once with the termination; the next attempt is fenced.
      refused = await staleWrite('stale in transaction').catch((error: unknown) => error);
    }
    expect(refused).toBeInstanceOf(FencedError);
    await expect(
      sql`insert into fence_probe values ('stale alone')`.execute(staleWriter),
    ).rejects.toBeInstanceOf(FencedError);
    await sql`insert into fence_probe values ('next')`.execute(next.leadership.fencedDb);
    const rows = await sql<{ by: string }>`select by from fence_probe order by by`.execute(scratch.db);
    expect(rows.rows.map((row) => row.by)).toEqual(['next', 'stale before']);
    expect(await probeCount(scratch.db)).toBe(2);
  });
  it('when the leader hands over while one of its fenced transactions is in flight, then the new epoch begins only after that transaction commits', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'inflight', null);
    cleanups.push(scratch.drop);
    await sql`create table fence_probe (by text not null)`.execute(scratch.db);
    const timings = { heartbeatMs, leaseMs: 2000 };
    const a = await candidate(scratch, 'flight-a', timings);
    const b = await candidate(scratch, 'flight-b', timings);
    await a.leadership.start();
    await b.leadership.start();
    const oldEpoch = a.leadership.epoch() ?? 0n;
    let openGate: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    let isInside = false;
    const inFlight = a.leadership.fencedDb.transaction().execute(async (trx) => {
      await sql`insert into fence_probe values ('old epoch')`.execute(trx);
      isInside = true;
      await gate;
    });
    await pollUntil(async () => isInside, { timeoutMs: 2000, intervalMs: 5 });
    await a.leadership.close();
    // b holds the lock now but its epoch bump waits (FOR UPDATE) behind the transaction's FOR KEY SHARE.
    await new Promise((resolve) => setTimeout(resolve, heartbeatMs * 4));
    expect(b.leadership.isLeader()).toBe(false);
    const epochMeanwhile = await sql<{
      epoch: string;
    }>`select epoch::text as epoch from cluster_leader_lease`.execute(scratch.db);
    expect(epochMeanwhile.rows[0]?.epoch).toBe(String(oldEpoch));
    openGate();
    await inFlight;
    await pollUntil(async () => b.leadership.isLeader(), { timeoutMs: 5000, intervalMs: 5 });
    expect(b.leadership.epoch()).toBe(oldEpoch + 1n);
    expect(await probeCount(scratch.db)).toBe(1);
  });
});
