import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { minigameTopic } from '@hanpan/core/api/minigames';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, fundMember } from '../../../test/factories.ts';
import { openRound } from '../../../test/minigame-bets.ts';
import {
  addRoundsDueWith,
  betCountsOf,
  cashBalancesOf,
  createScratchDatabase,
  expectRoundPaidOnce,
  pollUntil,
} from '../../../test/minigame-processes.ts';
import { openSessionToken, seedOpenGameBets } from '../../../test/minigame-seed.ts';
import { connectStomp, type TestStompClient } from '../../../test/realtime-clients.ts';
import { type ServerProcess, startServerProcess } from '../../../test/server-processes.ts';
import { isCi, isTcpReachable } from '../../../test/services.ts';

// PostgreSQL only (the servers open the database by URL; the PGlite pass of `npm test` skips it): two
// real server processes share one database and one Redis channel; the elected leader runs the round
// engine (lib/cluster; the engine's draws stay safe against a second engine on their own, which
// engine.test.ts covers). A 1-minute odd/even round with bets placed through both of them falls due with a
// backlog of 300 rounds due at the same instant: each round is drawn once and published once (seen on
// both processes' sockets), and every bet settled by the drawn result and paid exactly once.

const adminUrl = process.env.DATABASE_URL;
const redisUrl = 'redis://127.0.0.1:6379';
const hasRedis = await isTcpReachable(redisUrl, 6379);
const oddEven = 106;
const seededBets = 1_500;
const backlogRounds = 300;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

type RoundMessage = { type: string; round: { roundKey: string; seed: string } };

describe.runIf(adminUrl && (hasRedis || isCi))('two server processes running the round engine', () => {
  it('when a 1-minute round with bets placed through both processes falls due, then it is drawn once, published once and each bet paid once', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'mg_two', oddEven);
    cleanups.push(scratch.drop);
    const { db } = scratch;
    const round = await openRound(db, oddEven);
    const members: { id: number; cookie: string }[] = [];
    for (let i = 0; i < 10; i += 1) {
      const member = await createMember(db);
      await fundMember(db, member.id, 100_000n);
      members.push({ id: member.id, cookie: `hanpan_sid=${await openSessionToken(db, member.id)}` });
    }
    // Open bets for several settlement batches (500 each, skip locked): the two engines' passes can overlap.
    await seedOpenGameBets(db, {
      round,
      memberIds: members.map((member) => member.id),
      count: seededBets,
      stake: 1_000n,
      picks: [1, 2, 3, 4],
      tag: 'two',
    });

    const env = {
      DATABASE_URL: scratch.url,
      REDIS_URL: redisUrl,
      // Its own channel: other test runs may share this Redis.
      REALTIME_CHANNEL: `hanpan:test:mg:${randomUUID()}`,
      WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
    };
    const servers: ServerProcess[] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
    for (const server of servers) cleanups.push(() => server.stop());
    const clients: TestStompClient[] = [];
    for (const server of servers) {
      const client = await connectStomp(server.baseUrl, { transport: 'websocket' });
      cleanups.push(() => client.stop());
      await client.subscribe(minigameTopic(oddEven));
      clients.push(client);
    }

    // Each member bets once more over HTTP, on process A or B in turn.
    const replies = await Promise.all(
      members.map(async (member, index) => {
        const server = servers[index % 2] as ServerProcess;
        const response = await fetch(`${server.baseUrl}/api/bet/addGame`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: member.cookie,
            origin: server.baseUrl,
            'idempotency-key': `k-${randomUUID()}`,
          },
          body: JSON.stringify({ choosed: 1 + (index % 4), gameUid: round.gameUid, amount: 10_000 }),
        });
        return ((await response.json()) as { code: number }).code;
      }),
    );
    expect(replies).toEqual(members.map(() => 0));
    expect(await betCountsOf(db, round.id)).toEqual({ open: seededBets + members.length, settled: 0 });
    const cashBefore = await cashBalancesOf(
      db,
      members.map((member) => member.id),
    );

    // The round closes now and is due in a second, with a backlog of rounds due at the same instant:
    // both engines (ticking every second) find them due and work through them at once.
    await sql`update minigame_round set close_at = clock_timestamp(),
      draw_at = clock_timestamp() + interval '1 second' where id = ${round.id}`.execute(db);
    const keys = [round.roundKey, ...(await addRoundsDueWith(db, round, '2027-01-02', backlogRounds))];
    const output = () => servers.map((server) => server.output().slice(-2000)).join('\n---\n');
    await pollUntil(
      async () => {
        const row = await db
          .selectFrom('minigame_round')
          .select(sql<string>`count(*)`.as('open'))
          .where('game_type', '=', oddEven)
          .where('round_key', 'in', keys)
          .where('status', '=', 'open')
          .executeTakeFirstOrThrow();
        return Number(row.open) === 0 && (await betCountsOf(db, round.id)).open === 0;
      },
      { timeoutMs: 40_000, intervalMs: 50, describe: output },
    );

    const ours = new Set(keys);
    const keysSeenBy = (client: TestStompClient) =>
      ((client.received.get(minigameTopic(oddEven)) ?? []) as RoundMessage[])
        .filter((message) => ours.has(message.round?.roundKey))
        .map((message) => message.round.roundKey);
    for (const client of clients) {
      await client.waitFor(() => new Set(keysSeenBy(client)).size === keys.length, 15_000, 'every draw');
    }
    // A second publish of a round could only come from the other engine's pass of that same second; two
    // more ticks' time is given for it to show (real processes: no clock to advance).
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const client of clients) expect(keysSeenBy(client).sort()).toEqual([...keys].sort());
    const drawn = await db
      .selectFrom('minigame_round')
      .select(['round_key', 'seed'])
      .where('game_type', '=', oddEven)
      .where('round_key', 'in', keys)
      .where('status', '=', 'drawn')
      .execute();
    expect(drawn).toHaveLength(keys.length);
    const [client] = clients;
    const message = (client?.received.get(minigameTopic(oddEven)) as RoundMessage[]).find(
      (entry) => entry.round?.roundKey === round.roundKey,
    );
    expect(message).toMatchObject({
      type: 'roundDrawn',
      round: { seed: drawn.find((row) => row.round_key === round.roundKey)?.seed },
    });
    const { bets, paidBets } = await expectRoundPaidOnce(db, round.id, cashBefore);
    expect(bets).toBe(seededBets + members.length);
    expect(paidBets).toBeGreaterThan(0);
  }, 120_000);
});
