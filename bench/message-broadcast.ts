// A message to every member (issue 14): `--members` seeded members on PostgreSQL, one staff send to
// all, delivered by the server's background runner in INSERT ... SELECT batches. Prints the time to
// deliver, and the p50/p99 latency of a member's POST /api/message/list (session, userContext and
// the inbox query) measured over HTTP on the real app, first alone (the baseline) and then while the
// send runs. Checks that every member got exactly one row.
// Usage: npm run message-broadcast -w @hanpan/bench -- [--pg URL] [--members 100000] [--workers 8]
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { insertMember } from '../apps/server/src/features/auth/repository.ts';
import { hashSecret } from '../apps/server/src/lib/crypto/secrets.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const { values } = parseArgs({
  options: { pg: { type: 'string' }, members: { type: 'string' }, workers: { type: 'string' } },
});
const memberCount = Number(values.members ?? 100_000);
const workerCount = Number(values.workers ?? 8);
const baselineSeconds = 10;
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Latencies of requests sent back to back by `workerCount` workers until `isDone()`. */
async function loadUntil(url: string, cookie: string, isDone: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  const worker = async () => {
    while (!isDone()) {
      const start = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: `hanpan_sid=${cookie}` },
        body: '{"page":1}',
      });
      const reply = (await response.json()) as { code: number };
      if (reply.code !== 0) throw new Error(`message/list answered ${JSON.stringify(reply)}`);
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: workerCount }, worker));
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const summary = (label: string, latencies: number[], seconds: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    target: label,
    requests: sorted.length,
    'req/s': Math.round(sorted.length / seconds),
    'p50 ms': percentile(sorted, 0.5).toFixed(1),
    'p99 ms': percentile(sorted, 0.99).toFixed(1),
  };
};

cleanUpOnSignals();
try {
  console.log(
    `message-broadcast: node ${process.version}, ${availableParallelism()} cores, ${memberCount} members, ` +
      `${workerCount} concurrent member requests (POST /api/message/list) on PostgreSQL`,
  );
  const database = await createFreshDatabase(pgServerUrl);
  onCleanup(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url });
  onCleanup(() => handle.close());
  const db = handle.db;
  await migrateToLatest(db);

  // The member who reads during the send: a real account (argon2 hash) signed in over HTTP.
  const password = 'bench-pass-1234';
  const hash = await hashSecret(password);
  const partner = await db.selectFrom('partner').select('id').orderBy('id').executeTakeFirstOrThrow();
  const reader = await insertMember(
    db,
    {
      loginId: 'mbreader',
      nick: 'mbreader',
      phone: '01099999999',
      bankName: '국민은행',
      bankAccount: '99999999999999',
      bankHolder: '벤치',
      kakaoId: null,
      birthDate: '1990-01-01',
      partnerId: partner.id,
      joinIp: null,
      passwordHash: hash,
      exchangePasswordHash: hash,
    },
    null,
    new Date(),
  );
  if (reader.kind !== 'created') throw new Error(`reader: ${reader.kind}`);
  const seedStart = performance.now();
  await sql`insert into member (login_id, password_hash, nick, phone, bank_name, bank_account, bank_holder,
      exchange_password_hash, birth_date, partner_id)
    select 'mb' || n, 'bench', 'mb' || n, '010' || lpad(n::text, 8, '0'), '국민은행', lpad(n::text, 14, '0'),
      '벤치', 'bench', '1990-01-01', ${partner.id}
    from generate_series(1, ${memberCount - 1}) as n`.execute(db);
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const app = await buildApp({
    db,
    config: {
      isCookieSecure: false,
      proxyTrust: false,
      allowedOrigins: [],
      webDistDir: join(import.meta.dirname, '.no-web-dist'),
      adminDistDir: join(import.meta.dirname, '.no-admin-dist'),
      skyhubClientDir: join(import.meta.dirname, '.no-skyhub-dist'),
      redisUrl: undefined,
      realtimeChannel: 'hanpan:bench',
      internalHookToken: undefined,
      feedSource: 'off',
      lsportsAmqpUrl: undefined,
      lsportsQueue: 'trade360',
      feedSeed: 'hanpan-bench',
      feedSpeed: 1,
      feedTickMs: 1000,
      feedFixtureCount: undefined,
    },
    smsGateway: null,
    // The odds feed is off too: the figures are the send's and the inbox's, not the draws'.
    isMinigameEngineOn: false,
  });
  onCleanup(() => app.close());
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/user/sign',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `loginId=mbreader&loginPassword=${password}`,
  });
  const cookie = signIn.cookies.find((entry) => entry.name === 'hanpan_sid')?.value;
  if (!cookie) throw new Error(`sign-in failed: ${signIn.body}`);
  const listUrl = `${baseUrl}/api/message/list`;

  await loadUntil(
    listUrl,
    cookie,
    (
      (end) => () =>
        performance.now() > end
    )(performance.now() + 2000),
  );
  const baselineEnd = performance.now() + baselineSeconds * 1000;
  const alone = await loadUntil(listUrl, cookie, () => performance.now() > baselineEnd);

  // The send as the staff call records it (audience fixed now), then the runner delivers it.
  const { maxId } = await db
    .selectFrom('member')
    .select((eb) => eb.fn.max('id').as('maxId'))
    .executeTakeFirstOrThrow();
  const { id: jobId } = await db
    .insertInto('message_send_job')
    .values({
      staff_id: null,
      target_kind: 'all',
      target_id: null,
      title: '전체 공지',
      body: '벤치 쪽지',
      total: memberCount,
      max_member_id: maxId ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  let isSent = false;
  const sendStart = performance.now();
  app.services.messageSends.kick();
  const sending = app.services.messageSends.whenIdle().then(() => {
    isSent = true;
  });
  const during = await loadUntil(listUrl, cookie, () => isSent);
  await sending;
  const sendSeconds = (performance.now() - sendStart) / 1000;

  const delivered = await sql<{ rows: string; members: string }>`
    select count(*)::text as rows, count(distinct member_id)::text as members
    from member_message where send_job_id = ${jobId}`.execute(db);
  const counts = delivered.rows[0];
  if (Number(counts?.rows) !== memberCount || Number(counts?.members) !== memberCount) {
    throw new Error(`delivered ${counts?.rows} rows to ${counts?.members} of ${memberCount} members`);
  }
  console.table([
    summary('baseline: message/list, no send running', alone, baselineSeconds),
    summary('message/list while the send to all runs', during, sendSeconds),
  ]);
  console.log(
    `\nmessage-broadcast: ${memberCount} members got one message each in ${sendSeconds.toFixed(2)} s ` +
      `(${Math.round(memberCount / sendSeconds)} messages/s); seeding took ${seedSeconds.toFixed(1)} s`,
  );
} finally {
  await runCleanups();
}
