import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, fundMember } from '../../../test/factories.ts';
import { openRound } from '../../../test/minigame-bets.ts';
import {
  betCountsOf,
  cashBalancesOf,
  createScratchDatabase,
  expectRoundPaidOnce,
  pollUntil,
} from '../../../test/minigame-processes.ts';
import { openSessionToken, seedOpenGameBets } from '../../../test/minigame-seed.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-processes.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import { createStaffMessagesService } from '../../features/messages/staff-service.ts';
import type { Db } from '../db/database.ts';

// PostgreSQL only (the PGlite pass of `npm test` skips it): three real server processes on one database and
// Redis elect one leader, which alone runs the round engine. The leader is killed (SIGKILL) while a round's
// bets are being settled; the next one is frozen (SIGSTOP) past its lease while another round falls due,
// then woken (SIGCONT). Each time another process leads within 10 s, each round is drawn once and every
// bet paid once, and the woken process steps down and writes nothing.

const adminUrl = process.env.DATABASE_URL;
const redisUrl = 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const oddEven = 106;
const leaseMs = 1500;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

type Lease = { holder: string | null; epoch: string };
const leaseOf = async (db: Db): Promise<Lease> => {
  const { rows } = await sql<Lease>`select holder, epoch::text as epoch from cluster_leader_lease`.execute(
    db,
  );
  return rows[0] as Lease;
};

/** The log lines' messages (a pool error line carries a whole client object). */
const messagesOf = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .map((line) => /"msg":"([^"]*)"/.exec(line)?.[1] ?? line.slice(0, 200));

const gainedIn = (server: ServerProcess) => server.output().split('Leadership gained').length - 1;

/** A round of its own with `count` open bets, falling due `dueInMs` from now. */
const roundWithBets = async (db: Db, memberIds: number[], count: number, tag: string) => {
  const round = await openRound(db, oddEven);
  await seedOpenGameBets(db, { round, memberIds, count, stake: 1_000n, picks: [1, 2, 3, 4], tag });
  return round;
};

const makeDue = (db: Db, roundId: bigint, dueInMs: number) =>
  sql`update minigame_round set close_at = clock_timestamp(),
    draw_at = clock_timestamp() + ${dueInMs} * interval '1 millisecond' where id = ${roundId}`.execute(db);

describe.runIf(adminUrl && (hasRedis || isCi))('three server processes electing one leader', () => {
  it('when the leader is killed mid-settlement and the next one is frozen past its lease, then another leads within 10 s, each round is drawn and paid once, the frozen one writes nothing after waking, a staff send taken by a follower is delivered by the leader, and SIGTERM hands over to a process that leads again', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'leader_fo', oddEven);
    cleanups.push(scratch.drop);
    const { db } = scratch;
    const members: { id: number; cookie: string }[] = [];
    for (let i = 0; i < 6; i += 1) {
      const member = await createMember(db);
      await fundMember(db, member.id, 100_000n);
      members.push({ id: member.id, cookie: `hanpan_sid=${await openSessionToken(db, member.id)}` });
    }
    const memberIds = members.map((member) => member.id);
    const killedRound = await roundWithBets(db, memberIds, 3_000, 'kill');
    const frozenRound = await roundWithBets(db, memberIds, 500, 'stop');
    const regainRound = await roundWithBets(db, memberIds, 200, 'regain');

    const env = (instance: string) => ({
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      REALTIME_CHANNEL: `hanpan:test:leader:${randomUUID()}`,
      WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
      INSTANCE_ID: instance,
      LEADER_HEARTBEAT_MS: '200',
      LEADER_LEASE_MS: String(leaseMs),
    });
    const servers = await Promise.all(['p0', 'p1', 'p2'].map((id) => startServerProcess(env(id))));
    const byId = new Map(servers.map((server, index) => [`p${index}`, server]));
    for (const server of servers) cleanups.push(() => server.stop());
    const output = () => servers.map((server) => server.output().slice(-2500)).join('\n---\n');
    await pollUntil(async () => (await leaseOf(db)).holder !== null, { timeoutMs: 10_000, describe: output });
    const first = await leaseOf(db);
    const leader = byId.get(first.holder ?? '') as ServerProcess;
    expect(servers.map(gainedIn)).toEqual(servers.map((server) => (server === leader ? 1 : 0)));

    // A follower serves a bet on the killed round (its engine does not run there).
    const follower = servers.find((server) => server !== leader) as ServerProcess;
    const placed = await fetch(`${follower.baseUrl}/api/bet/addGame`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: members[0]?.cookie ?? '',
        origin: follower.baseUrl,
        'idempotency-key': `k-${randomUUID()}`,
      },
      body: JSON.stringify({ choosed: 1, gameUid: killedRound.gameUid, amount: 10_000 }),
    });
    expect(((await placed.json()) as { code: number }).code).toBe(0);
    const cashBefore = await cashBalancesOf(db, memberIds);

    // SIGKILL of the leader once the round's settlement is under way.
    await makeDue(db, killedRound.id, 200);
    await pollUntil(async () => (await betCountsOf(db, killedRound.id)).settled > 0, {
      timeoutMs: 20_000,
      intervalMs: 2,
      describe: output,
    });
    const killedAt = Date.now();
    process.kill(leader.pid, 'SIGKILL');
    await pollUntil(async () => (await leaseOf(db)).epoch !== first.epoch, {
      timeoutMs: 10_000,
      describe: output,
    });
    const afterKillMs = Date.now() - killedAt;
    expect(afterKillMs).toBeLessThan(10_000);
    const second = await leaseOf(db);
    expect(second.holder).not.toBe(first.holder);
    await pollUntil(async () => (await betCountsOf(db, killedRound.id)).open === 0, {
      timeoutMs: 30_000,
      intervalMs: 50,
      describe: output,
    });
    const killedRoundCash = await expectRoundPaidOnce(db, killedRound.id, cashBefore);
    expect(killedRoundCash.bets).toBe(3_001);

    // SIGSTOP of the new leader past its lease, while the next round falls due.
    const frozen = byId.get(second.holder ?? '') as ServerProcess;
    const frozenPid = frozen.pid;
    const cashBeforeFrozen = await cashBalancesOf(db, memberIds);
    process.kill(frozenPid, 'SIGSTOP');
    const stoppedAt = Date.now();
    let outputAtWake = frozen.output().length;
    let takeoverMs = Number.NaN;
    try {
      await makeDue(db, frozenRound.id, 100);
      await pollUntil(async () => (await leaseOf(db)).epoch !== second.epoch, {
        timeoutMs: 10_000,
        describe: output,
      });
      takeoverMs = Date.now() - stoppedAt;
      expect(takeoverMs).toBeLessThan(10_000);
      await pollUntil(async () => (await betCountsOf(db, frozenRound.id)).open === 0, {
        timeoutMs: 30_000,
        intervalMs: 50,
        describe: output,
      });
    } finally {
      outputAtWake = frozen.output().length;
      process.kill(frozenPid, 'SIGCONT');
    }
    const third = await leaseOf(db);
    await pollUntil(async () => frozen.output().includes('Leadership lost', outputAtWake - 1), {
      timeoutMs: 10_000,
      describe: () => messagesOf(frozen).join('\n'),
    });
    // Two more heartbeats' time for anything the woken process still had in flight to show.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await leaseOf(db)).toEqual(third);
    expect(frozen.output().slice(outputAtWake)).not.toContain('Leadership gained');
    await expectRoundPaidOnce(db, frozenRound.id, cashBeforeFrozen);
    const drawnTwice = await sql<{ round_key: string }>`
      select round_key from minigame_round group by round_key, game_type having count(*) > 1`.execute(db);
    expect(drawnTwice.rows).toEqual([]);
    // Each gain of leadership is logged once: the first leader, its successor, and the one after the freeze.
    expect(servers.map(gainedIn).reduce((sum, count) => sum + count, 0)).toBe(3);

    // A staff send recorded by a follower (its kick does nothing there) is delivered by the leader's poll.
    const staff = await createStaff(db);
    await sendAsFollowerAndAwaitDelivery(db, staff.id, output);

    // SIGTERM hands over: the leader stops its jobs, expires its lease and unlocks; the last one leads.
    const last = await leaseOf(db);
    const terminatedAt = Date.now();
    await (byId.get(last.holder ?? '') as ServerProcess).stop();
    await pollUntil(async () => (await leaseOf(db)).epoch !== last.epoch, {
      timeoutMs: 10_000,
      describe: output,
    });
    const handoverMs = Date.now() - terminatedAt;
    expect((await leaseOf(db)).holder).toBe(second.holder);
    expect(handoverMs).toBeLessThan(3_000);
    // The once-frozen process leads again: its jobs started anew (sends, the engine and its settlement).
    await sendAsFollowerAndAwaitDelivery(db, staff.id, output);
    const cashBeforeRegain = await cashBalancesOf(db, memberIds);
    await makeDue(db, regainRound.id, 100);
    await pollUntil(async () => (await betCountsOf(db, regainRound.id)).open === 0, {
      timeoutMs: 30_000,
      intervalMs: 50,
      describe: output,
    });
    await expectRoundPaidOnce(db, regainRound.id, cashBeforeRegain);
    console.info(
      `leader takeover: after SIGKILL ${afterKillMs} ms, after SIGSTOP ${takeoverMs} ms (lease ${leaseMs} ms), after SIGTERM ${handoverMs} ms (exit included)`,
    );
  }, 150_000);
});

/** Records a staff send as a follower does (its runner's kick does nothing) and waits for the leader to deliver it. */
async function sendAsFollowerAndAwaitDelivery(db: Db, staffId: number, describe: () => string) {
  const followerRunner = {
    kick: () => undefined,
    start: () => undefined,
    whenIdle: async () => undefined,
    stop: async () => undefined,
  };
  const sent = await createStaffMessagesService({ db, runner: followerRunner }).send(
    { staffId, ip: null },
    { target: { kind: 'all' }, title: '공지', body: '리더가 전달합니다' },
  );
  if (sent.kind !== 'ok') throw new Error(sent.message);
  const jobDone = async () => {
    const job = await db
      .selectFrom('message_send_job')
      .select('done_at')
      .where('id', '=', sent.value.id)
      .executeTakeFirstOrThrow();
    return job.done_at !== null;
  };
  await pollUntil(jobDone, { timeoutMs: 10_000, intervalMs: 50, describe });
  const delivered = await db
    .selectFrom('member_message')
    .select(sql<string>`count(*)`.as('count'))
    .where('send_job_id', '=', sent.value.id)
    .executeTakeFirstOrThrow();
  expect(Number(delivered.count)).toBe(sent.value.total);
}
