import { tmpdir } from 'node:os';
import path from 'node:path';
import { kstDateOf, kstDayPlus } from '@hanpan/core/time/kst';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { commissionDue, seedSettlementDay, signInStaffOver } from '../../../test/agency-processes.ts';
import { expectLedgerBalanced } from '../../../test/ledger.ts';
import { createScratchDatabase, pollUntil } from '../../../test/minigame-processes.ts';
import { type SpawnedServer, spawnServer, waitForListening } from '../../../test/server-processes.ts';
import { createStaff } from '../../../test/staff-factories.ts';
import type { Db } from '../../lib/db/database.ts';

// PostgreSQL only (the PGlite pass of `npm test` skips it: an embedded database dies with its process).
// Two server processes settle the same KST day of a few hundred partners at once through
// POST /api/staff/agency/settle (issue 26, exactly-once daily settlement). The test holds the table of
// finished runs, so the first process to write stops at its last statement with its settlements, lines
// and postings written but not committed, while the second waits on its settlement rows; the first is
// then killed (SIGKILL). The second pays every partner's day once, and a staff re-run changes nothing.

const adminUrl = process.env.DATABASE_URL;
const partnerCount = 400;
const processNames = ['agx_a', 'agx_b'] as const;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.toReversed()) await cleanup().catch(() => undefined);
});

/** A server process whose database connections carry `name` (pg_stat_activity tells them apart). */
const startServer = (databaseUrl: string, name: string): SpawnedServer => {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  const server = spawnServer({
    DATABASE_URL: url.href,
    WEB_DIST_DIR: path.join(tmpdir(), 'hanpan-no-web'),
    // info: waitForListening reads the address from the log.
    LOG_LEVEL: 'info',
  });
  cleanups.push(async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  });
  return server;
};

type SettleReply = {
  code: number;
  data?: { day: string; settled: number; paid: number; held: number; amount: string };
};

/** The staff settlement call of `day` on one process. */
async function settleOver(baseUrl: string, token: string, day: string): Promise<SettleReply> {
  const response = await fetch(`${baseUrl}/api/staff/agency/settle`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: `hanpan_staff_sid=${token}` },
    body: JSON.stringify({ day }),
  });
  return (await response.json()) as SettleReply;
}

/**
 * The process stopped inside its settlement transaction (writing the finished run, held by the test)
 * while the other waits on its uncommitted settlement rows; null until both are so.
 */
async function stoppedAndWaiting(db: Db): Promise<{ stopped: string; waiting: string } | null> {
  const { rows } = await sql<{ stopped: string; waiting: string }>`
    select s.application_name as stopped, w.application_name as waiting
    from pg_stat_activity s join pg_stat_activity w on s.pid = any (pg_blocking_pids(w.pid))
    where s.datname = current_database() and w.datname = current_database()
      and s.application_name in (${processNames[0]}, ${processNames[1]})
      and w.application_name in (${processNames[0]}, ${processNames[1]})
      and s.backend_xid is not null and s.wait_event_type = 'Lock'
      and s.query ilike 'insert into "agency_settlement_run"%'
      and w.query ilike 'insert into "agency_settlement" %'`.execute(db);
  return rows[0] ?? null;
}

/** Row counts of the day's settlements, their lines, its settlement postings and its finished run. */
async function countsOf(db: Db, day: string) {
  const { rows } = await sql<{ settlements: string; lines: string; postings: string; runs: string }>`
    select (select count(*) from agency_settlement where day = ${day})::text as settlements,
      (select count(*) from agency_settlement_line l join agency_settlement s on s.id = l.settlement_id
        where s.day = ${day})::text as lines,
      (select count(*) from ledger_tx where idempotency_key like ${`agency-settle:%:${day}`})::text as postings,
      (select count(*) from agency_settlement_run where day = ${day})::text as runs`.execute(db);
  return rows[0];
}

describe.runIf(adminUrl)('two server processes settling a partner day, one killed', () => {
  it('when two processes settle a day at once and one is killed (SIGKILL) inside its settlement transaction, then the other pays each partner once and a staff re-run changes nothing', async () => {
    const scratch = await createScratchDatabase(adminUrl ?? '', 'agx_kill', null);
    cleanups.push(scratch.drop);
    const { db } = scratch;
    const day = kstDayPlus(kstDateOf(new Date()), -3);
    const partners = await seedSettlementDay(db, { count: partnerCount, membersEach: 4, day });
    const due = await commissionDue(db, partners);
    const staff = await createStaff(db, { role: 'owner' });

    const servers = processNames.map((name) => startServer(scratch.url, name));
    const baseUrls = await Promise.all(servers.map((server) => waitForListening(server, 60_000)));
    const output = () => servers.map((server) => server.output().slice(-2000)).join('\n---\n');
    const token = await signInStaffOver(baseUrls[0] as string, staff);

    // The test's lock on the finished runs stops the first writer at its last statement, all else written.
    const holder = new pg.Client({ connectionString: scratch.url });
    await holder.connect();
    cleanups.push(() => holder.end());
    await holder.query('begin');
    await holder.query('lock table agency_settlement_run in share mode');

    const runs = baseUrls.map((baseUrl) =>
      settleOver(baseUrl, token, day).then(
        (reply) => ({ reply }),
        (error: unknown) => ({ error }),
      ),
    );
    let found: { stopped: string; waiting: string } | null = null;
    await pollUntil(
      async () => {
        found = await stoppedAndWaiting(db);
        return found !== null;
      },
      { timeoutMs: 30_000, intervalMs: 20, describe: output },
    );
    const { stopped, waiting } = found as unknown as { stopped: string; waiting: string };
    const victim = processNames.indexOf(stopped as (typeof processNames)[number]);
    const survivor = processNames.indexOf(waiting as (typeof processNames)[number]);
    servers[victim]?.child.kill('SIGKILL');
    await servers[victim]?.exited;
    await holder.query('rollback');

    // The killed process never answered; the other settled every partner: nothing of the first stayed.
    expect(await runs[victim]).toHaveProperty('error');
    const survived = await runs[survivor];
    expect(survived).toHaveProperty('reply');
    const reply = (survived as { reply: SettleReply }).reply;
    const paying = [...due.values()].filter((amount) => amount > 0n);
    expect(reply).toEqual({
      code: 0,
      data: {
        day,
        settled: partnerCount,
        paid: paying.length,
        held: 0,
        amount: String(paying.reduce((sum, amount) => sum + amount, 0n)),
      },
    });

    const before = await countsOf(db, day);
    expect(before).toMatchObject({
      settlements: String(partnerCount),
      postings: String(paying.length),
      runs: '1',
    });
    const rerun = await settleOver(baseUrls[survivor] as string, token, day);
    expect(rerun).toEqual({ code: 0, data: { day, settled: 0, paid: 0, held: 0, amount: '0' } });
    expect(await countsOf(db, day)).toEqual(before);

    // One settlement per partner and day, as due, its lines summing to it, posted once under its key.
    const { rows: settlements } = await sql<{
      partnerId: number;
      ownerId: number;
      status: string;
      amount: string;
      linesTotal: string;
      postings: string;
      postedAmount: string | null;
      isLinked: boolean;
      agencyCash: string;
    }>`
      select s.partner_id as "partnerId", p.owner_member_id as "ownerId", s.status, s.amount::text as amount,
        (select coalesce(sum(l.amount), 0) from agency_settlement_line l where l.settlement_id = s.id)::text
          as "linesTotal",
        (select count(*) from ledger_tx t
          where t.idempotency_key = 'agency-settle:' || s.partner_id || ':' || ${day})::text as postings,
        (select sum(e.amount) from ledger_tx t join ledger_entry e on e.tx_id = t.id
          where t.idempotency_key = 'agency-settle:' || s.partner_id || ':' || ${day}
            and e.account_id = a.id)::text as "postedAmount",
        s.ledger_tx_id is not distinct from (select t.id from ledger_tx t
          where t.idempotency_key = 'agency-settle:' || s.partner_id || ':' || ${day}) as "isLinked",
        a.balance::text as "agencyCash"
      from agency_settlement s join partner p on p.id = s.partner_id
      join account a on a.member_id = p.owner_member_id and a.kind = 'agency_cash'
      where s.day = ${day}`.execute(db);
    expect(settlements).toHaveLength(partnerCount);
    const wrong = settlements.filter((s) => {
      const amount = due.get(s.partnerId) ?? -1n;
      const isPaid = amount > 0n;
      return (
        s.status !== 'paid' ||
        BigInt(s.amount) !== amount ||
        BigInt(s.linesTotal) !== amount ||
        s.postings !== (isPaid ? '1' : '0') ||
        s.postedAmount !== (isPaid ? s.amount : null) ||
        !s.isLinked ||
        BigInt(s.agencyCash) !== amount
      );
    });
    expect(wrong).toEqual([]);
    const { rows: duplicates } = await sql`select idempotency_key from ledger_tx
      where idempotency_key like 'agency-settle:%' group by 1 having count(*) > 1`.execute(db);
    expect(duplicates).toEqual([]);
    await expectLedgerBalanced(db);

    const last = servers[survivor] as SpawnedServer;
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
  }, 120_000);
});
