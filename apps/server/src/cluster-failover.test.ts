import { settlementValue } from '@hanpan/core/betting/settlement';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cashOf, createBetFixture, type FixturePick, type TestFixture } from '../test/betting.ts';
import { haproxyBinary, startTestCluster, type TestCluster } from '../test/cluster.ts';
import { createMember } from '../test/factories.ts';
import { pollUntil } from '../test/minigame-processes.ts';
import { isCi, isTcpReachable } from '../test/services.ts';
import { expectEveryBetSettledAndPaidOnce, writeSettlement } from '../test/settlement.ts';
import { seedOpenBets } from '../test/settlement-seed.ts';
import type { Db } from './lib/db/database.ts';

// Three compiled server processes behind HAProxy (npm run cluster's supervisor) on one PostgreSQL
// database and Redis, with a short lease. Results arrive for 6,000 open bets; the leader is killed
// (SIGKILL), the next leader's catch-up starts settling them and is killed mid-pass, and the last
// process finishes: every bet settled once and paid once, the ledger holds, and the proxy keeps
// answering through both kills. PostgreSQL only (the PGlite pass of `npm test` skips it).
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const canRun = Boolean(adminUrl) && ((hasRedis && haproxyBinary !== null) || isCi);
const betCount = 6_000;

let cluster: TestCluster;

beforeAll(async () => {
  if (!canRun || !adminUrl) return;
  cluster = await startTestCluster({
    adminUrl,
    redisUrl,
    env: { LEADER_HEARTBEAT_MS: '200', LEADER_LEASE_MS: '1500' },
  });
}, 90_000);

afterAll(async () => {
  await cluster?.close();
});

const settledCount = async (db: Db) =>
  Number(
    (await sql<{ count: string }>`select count(*)::text as count from bet_settlement`.execute(db)).rows[0]
      ?.count,
  );

/** The process holding the lease now, by its INSTANCE_ID (app1..app3), once a live one holds it. */
async function waitForLeader(db: Db, notIn: string[]): Promise<string> {
  let holder = '';
  await pollUntil(
    async () => {
      const { rows } = await sql<{ holder: string | null }>`
        select holder from cluster_leader_lease where expires_at > now()`.execute(db);
      holder = rows[0]?.holder ?? '';
      return holder !== '' && !notIn.includes(holder);
    },
    { timeoutMs: 10_000, describe: () => `no new leader (last holder '${holder}')` },
  );
  return holder;
}

const kill = async (name: string) => {
  const child = cluster.members.find((member) => member.name === name)?.child();
  if (!child) throw new Error(`no process ${name}`);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
};

const proxyAnswers = async () => (await fetch(`${cluster.proxyUrl}/api/health`)).status;

describe.runIf(canRun)('three processes behind HAProxy losing their leader during a settlement pass', () => {
  it('when the leader is killed and the next one is killed mid-pass, then the last one leads within 10 s each time, every bet is settled and paid exactly once, and the proxy keeps answering', async () => {
    const { db } = cluster.database;
    const fixtures: TestFixture[] = [];
    for (let i = 0; i < 5; i += 1) fixtures.push(await createBetFixture(db));
    const memberIds: number[] = [];
    for (let i = 0; i < 20; i += 1) memberIds.push((await createMember(db)).id);
    await seedOpenBets(db, { fixtures, memberIds, count: betCount, stake: 1_000n, tag: 'failover' });
    const cashBefore = new Map<number, bigint>();
    for (const memberId of memberIds) cashBefore.set(memberId, await cashOf(db, memberId));

    const first = await waitForLeader(db, []);
    // The results land in the database (as the feed writes them); the leader dies before or while it
    // settles them, and the next leader's catch-up finds them.
    const [main, ...others] = fixtures as [TestFixture, ...TestFixture[]];
    await writeSettlement(
      db,
      [main.picks[0] as FixturePick, ...others.map((f) => f.picks[0] as FixturePick)],
      settlementValue.winner,
    );
    await writeSettlement(db, main.picks.slice(1, 3), settlementValue.loser);
    await kill(first);
    const killedAt = Date.now();
    const second = await waitForLeader(db, [first]);
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(await proxyAnswers()).toBe(200);

    await pollUntil(async () => (await settledCount(db)) > 0, { timeoutMs: 60_000, intervalMs: 5 });
    await kill(second);
    const settledAtKill = await settledCount(db);
    const secondKilledAt = Date.now();
    const third = await waitForLeader(db, [first, second]);
    expect(Date.now() - secondKilledAt).toBeLessThan(10_000);
    expect(await proxyAnswers()).toBe(200);
    // Killed mid-pass: some bets settled by the second leader, the rest left to the third.
    expect(settledAtKill).toBeLessThan(betCount);
    await pollUntil(async () => (await settledCount(db)) >= betCount, { timeoutMs: 120_000 });
    expect(third).not.toBe(first);

    await expectEveryBetSettledAndPaidOnce(db, { betCount, cashBefore });
  }, 240_000);
});
