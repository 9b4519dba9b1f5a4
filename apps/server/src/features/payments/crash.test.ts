import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createMember, fundMember } from '../../../test/factories.ts';
import {
  type SpawnedServer,
  signInOver,
  spawnServer,
  waitForListening,
} from '../../../test/server-processes.ts';
import type { Db } from '../../lib/db/database.ts';
import { migrateToLatest } from '../../lib/db/migrations.ts';
import { type DatabaseHandle, openDatabase } from '../../lib/db/open-database.ts';
import { checkLedger } from '../wallet/ledger-check-repository.ts';
import { readMemberBalances } from '../wallet/ledger-repository.ts';

// PostgreSQL only: the server is killed while PostgreSQL keeps what was committed. The PostgreSQL
// pass of `npm test` (DATABASE_URL set) runs it; the PGlite pass skips it.
const adminUrl = process.env.DATABASE_URL;

const runAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

type Call = { key: string; url: string; body: unknown; kind: 'exchange' | 'cashToPoint' | 'pointToCash' };
type Reply = { code: number; data?: { item?: { id: number } } };

const startingCash = 1_000_000n;
const exchangeAmount = 10_000;
const cashToPointAmount = 5_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup();
});

async function startServer(databaseUrl: string): Promise<{ server: SpawnedServer; baseUrl: string }> {
  const server = spawnServer({
    DATABASE_URL: databaseUrl,
    WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  return { server, baseUrl: await waitForListening(server, 60_000) };
}

const send = async (baseUrl: string, token: string, call: Call): Promise<Reply> => {
  const response = await fetch(`${baseUrl}${call.url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `hanpan_sid=${token}`,
      'idempotency-key': call.key,
    },
    body: JSON.stringify(call.body),
  });
  const { code, data } = (await response.json()) as Reply;
  return { code, data };
};

async function createFundedMember(db: Db) {
  const member = await createMember(db);
  await fundMember(db, member.id, startingCash);
  return member;
}

describe.skipIf(!adminUrl)('a server killed in the middle of money requests', () => {
  it('when it restarts and every request is retried with its key, then each had exactly one effect', async () => {
    const database = `hanpan_crash_${process.pid}_${randomBytes(4).toString('hex')}`;
    await runAdmin(`create database ${database}`);
    cleanups.push(() => runAdmin(`drop database if exists ${database} with (force)`));
    const databaseUrl = new URL(adminUrl ?? '');
    databaseUrl.pathname = `/${database}`;
    const handle: DatabaseHandle = await openDatabase({ databaseUrl: databaseUrl.href, poolMax: 2 });
    cleanups.push(() => handle.close());
    await migrateToLatest(handle.db);
    const member = await createFundedMember(handle.db);

    const calls: Call[] = Array.from({ length: 90 }, (_, i): Call => {
      const key = `crash-${i}-${randomUUID()}`;
      if (i % 3 === 0) {
        return {
          key,
          kind: 'exchange',
          url: '/api/amount/exchange',
          body: { amount: exchangeAmount, exchangePassword: member.password },
        };
      }
      if (i % 3 === 1)
        return {
          key,
          kind: 'cashToPoint',
          url: '/api/amount/cashToPoint',
          body: { amount: cashToPointAmount },
        };
      return { key, kind: 'pointToCash', url: '/api/amount/pointToCash', body: {} };
    });

    const first = await startServer(databaseUrl.href);
    const token = await signInOver(first.baseUrl, member.loginId, member.password);
    const before = new Map<string, Reply>();
    let next = 0;
    let isKilled = false;
    // Ten clients stream the calls; the server dies once a third of them were answered.
    const client = async () => {
      while (next < calls.length) {
        const call = calls[next++]!;
        try {
          before.set(call.key, await send(first.baseUrl, token, call));
        } catch {
          // Lost in the crash (or never reached the dead server): retried below.
        }
        if (!isKilled && before.size >= calls.length / 3) {
          isKilled = true;
          // A moment later, so that some calls are mid-transaction or committed but not yet answered.
          setTimeout(() => first.server.child.kill('SIGKILL'), randomInt(0, 15));
        }
      }
    };
    await Promise.all(Array.from({ length: 10 }, client));
    await first.server.exited;
    expect(before.size).toBeLessThan(calls.length);

    const second = await startServer(databaseUrl.href);
    const after = new Map<string, Reply>();
    for (const call of calls) after.set(call.key, await send(second.baseUrl, token, call));

    for (const call of calls) {
      const retried = after.get(call.key)!;
      const earlier = before.get(call.key);
      // A reply given before the crash was committed with its effect: the retry gets it again.
      if (earlier?.code === 0) expect(retried).toEqual(earlier);
      if (call.kind !== 'pointToCash') expect(retried.code).toBe(0);
      const postings = await handle.db
        .selectFrom('ledger_tx')
        .select('id')
        .where('idempotency_key', '=', `member:${member.id}:${call.key}`)
        .execute();
      if (call.kind !== 'exchange') expect(postings).toHaveLength(retried.code === 0 ? 1 : 0);
    }

    const exchangeIds = calls
      .filter((call) => call.kind === 'exchange')
      .map((call) => after.get(call.key)?.data?.item?.id);
    expect(new Set(exchangeIds).size).toBe(exchangeIds.length);
    const requests = await handle.db
      .selectFrom('exchange_request')
      .select(['id', 'amount', 'status'])
      .where('member_id', '=', member.id)
      .execute();
    expect(requests.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      [...exchangeIds].sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const holds = await handle.db
      .selectFrom('ledger_tx')
      .select('reference')
      .where('kind', '=', 'exchange_hold')
      .where(
        'reference',
        'in',
        requests.map((row) => `exchange_request:${row.id}`),
      )
      .execute();
    expect(holds).toHaveLength(requests.length);

    const held = requests.reduce((sum, row) => sum + row.amount, 0n);
    expect(held).toBe(BigInt(exchangeIds.length * exchangeAmount));
    const balances = await readMemberBalances(handle.db, member.id);
    expect(balances.cash + balances.point + held).toBe(startingCash);
    expect((await checkLedger(handle.db)).violations).toEqual([]);
  }, 180_000);
});
