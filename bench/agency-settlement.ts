// The daily partner settlement (issue 26) on PostgreSQL: `--partners` owned partners in a two-level
// tree (rolling per folder bucket on prematch, losing on in-play), `--members` members spread over them,
// and a KST day of `--bets` settled sports bets. The settlement of that day (figures, 7 days of
// adjustment recompute, statement lines, one posting per partner through the money step) is timed
// beside the baseline: one bare `SELECT ... GROUP BY` of the same rows per partner, product and folders.
// While it runs, a child process reads the dashboard (POST /api/agency/summary's scope and summary, the
// 7 KST days up to the settled one) of the first top partner, whose subtree holds `--dashboard-members`
// of the members, one read after another; its p50/p99 are printed beside the same reads with nothing
// else running (`--baseline-seconds` of them, in the same run, before the settlement and again after),
// and beside staff re-runs of the day back to back until the settlement ran that long.
// Usage: npm run agency-settlement -w @hanpan/bench -- [--pg URL] [--partners 1000] [--members 100000]
//   [--bets 1000000] [--dashboard-members 10000] [--baseline-seconds 10]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import { sql } from 'kysely';
import {
  createAgencySettlementService,
  type SettleOutcome,
} from '../apps/server/src/features/agency/index.ts';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { printDashboardTable, startDashboardReader } from './support/agency-dashboard.ts';
import { createFundedMembers } from './support/bench-members.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    partners: { type: 'string' },
    members: { type: 'string' },
    bets: { type: 'string' },
    'dashboard-members': { type: 'string' },
    'baseline-seconds': { type: 'string' },
  },
});
const partnerCount = Number(values.partners ?? 1_000);
const memberCount = Number(values.members ?? 100_000);
const betCount = Number(values.bets ?? 1_000_000);
const dashboardMembers = Math.min(memberCount, Number(values['dashboard-members'] ?? 10_000));
const aloneSeconds = Number(values['baseline-seconds'] ?? 10);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const day = '2026-03-01';

/**
 * Partners (owned by funded bench members), their rates, members and the day's settled bets, set-based;
 * returns the owner of the dashboard's partner (the first top partner, `dashboardMembers` members below it).
 */
async function seed(db: Db): Promise<{ dashboardOwnerId: number; dashboardPartners: number }> {
  const owners = await createFundedMembers(db, partnerCount, 'agst');
  const house = await db.selectFrom('partner').select('id').orderBy('id').executeTakeFirstOrThrow();
  const ownerIds = sql.join(owners.map((owner) => sql.lit(owner.memberId)));
  // The first tenth of the partners sit under the house partner, the rest under one of them.
  await sql`insert into partner (name, join_code, owner_member_id, created_at, parent_id, depth)
    select 'bench' || n, 'agst' || n, owner, now(), ${house.id}, 1
    from unnest(array[${ownerIds}]::int[]) with ordinality as o (owner, n)`.execute(db);
  const partners = await db
    .selectFrom('partner')
    .select('id')
    .where('join_code', 'like', 'agst%')
    .orderBy('id')
    .execute();
  const top = Math.max(1, Math.floor(partners.length / 10));
  const topIds = partners.slice(0, top).map((p) => p.id);
  await sql`update partner p set parent_id = (array[${sql.join(topIds.map((id) => sql.lit(id)))}]::int[])[1 + (p.id % ${top})], depth = 2
    where p.join_code like 'agst%' and not (p.id = any (array[${sql.join(topIds.map((id) => sql.lit(id)))}]::int[]))`.execute(
    db,
  );
  await sql`insert into partner_rate (partner_id, product, folders, kind, rate_bp)
    select id, 'prematch', 0, 'rolling', case when parent_id = ${house.id} then 150 else 100 end from partner where join_code like 'agst%'
    union all select id, 'prematch', 4, 'rolling', case when parent_id = ${house.id} then 400 else 300 end from partner where join_code like 'agst%'
    union all select id, 'inplay', 0, 'losing', case when parent_id = ${house.id} then 3000 else 2000 end from partner where join_code like 'agst%'`.execute(
    db,
  );
  // The dashboard's subtree (the first top partner and its children) takes the first `dashboardMembers`
  // members; the rest spread over the other partners.
  const dashboardRoot = topIds[0] as number;
  const tree = await db
    .selectFrom('partner')
    .select(['id', 'parent_id'])
    .where('join_code', 'like', 'agst%')
    .execute();
  const inSubtree = tree
    .filter((p) => p.id === dashboardRoot || p.parent_id === dashboardRoot)
    .map((p) => p.id);
  const outside = tree.filter((p) => !inSubtree.includes(p.id)).map((p) => p.id);
  const subtreeIds = sql.join(inSubtree.map((id) => sql.lit(id)));
  const outsideIds = sql.join((outside.length > 0 ? outside : inSubtree).map((id) => sql.lit(id)));
  await sql`insert into member (login_id, password_hash, nick, phone, bank_name, bank_account, bank_holder,
      exchange_password_hash, birth_date, partner_id, created_at)
    select 'agm' || g, 'bench', 'agm' || g, '019' || lpad(g::text, 8, '0'), '국민은행', '777' || lpad(g::text, 11, '0'),
      '벤치', 'bench', '1990-01-01',
      case when g <= ${dashboardMembers} then (array[${subtreeIds}]::int[])[1 + (g % ${inSubtree.length})]
        else (array[${outsideIds}]::int[])[1 + (g % ${Math.max(1, outside.length)})] end, now()
    from generate_series(1, ${memberCount}) g`.execute(db);
  const stakeTx = await db.selectFrom('ledger_tx').select('id').orderBy('id').executeTakeFirstOrThrow();
  const from = kstDayStart(day);
  await sql`insert into bet (member_id, kind, status, stake, total_odds, potential_payout, leg_count,
      is_odds_changed, stake_tx_id, idempotency_key, placed_at, settled_at, payout)
    select m.id, case when g % 3 = 0 then 'inplay' else 'prematch' end, case when g % 2 = 0 then 'won' else 'lost' end,
      1000 + (g % 50) * 1000, 190, (1000 + (g % 50) * 1000) * 19 / 10, 1 + (g % 5), false, ${stakeTx.id}, 'agb' || g,
      ${from}::timestamptz + ((g % 86400) || ' seconds')::interval, ${from}::timestamptz + interval '1 day',
      case when g % 2 = 0 then (1000 + (g % 50) * 1000) * 19 / 10 else 0 end
    from generate_series(1, ${betCount}) g
    join member m on m.login_id = 'agm' || (1 + g % ${memberCount})`.execute(db);
  const root = await db
    .selectFrom('partner')
    .select('owner_member_id')
    .where('id', '=', dashboardRoot)
    .executeTakeFirstOrThrow();
  return { dashboardOwnerId: root.owner_member_id as number, dashboardPartners: inSubtree.length };
}

cleanUpOnSignals();
try {
  console.log(
    `agency-settlement: node ${process.version}, ${availableParallelism()} cores, ${partnerCount} partners, ` +
      `${memberCount} members, ${betCount} settled bets on ${day} (PostgreSQL)`,
  );
  const database = await createFreshDatabase(pgServerUrl);
  onCleanup(database.drop);
  const handle = await openDatabase({ databaseUrl: database.url });
  onCleanup(() => handle.close());
  const db: Db = handle.db;
  await migrateToLatest(db);
  const seedStart = performance.now();
  const dashboard = await seed(db);
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const baselineStart = performance.now();
  const grouped = await sql`select m.partner_id, b.kind, least(b.leg_count, 4), sum(b.stake), sum(b.payout)
    from bet b join member m on m.id = b.member_id
    where b.placed_at >= ${kstDayStart(day)} and b.placed_at < ${kstDayStart(kstDayPlus(day, 1))}
      and b.status in ('won', 'lost')
    group by 1, 2, 3`.execute(db);
  const baselineSeconds = (performance.now() - baselineStart) / 1000;

  const reader = await startDashboardReader(database.url, dashboard.dashboardOwnerId, {
    from: kstDayPlus(day, -6),
    to: day,
  });
  if (reader.ready.members !== dashboardMembers)
    throw new Error(`dashboard subtree has ${reader.ready.members} members, not ${dashboardMembers}`);
  const alone = await reader.measure(
    () => new Promise((resolve) => setTimeout(resolve, aloneSeconds * 1000)),
  );

  const service = createAgencySettlementService({ db, now: () => new Date() });
  let settleSeconds = 0;
  let outcome: SettleOutcome | undefined;
  const beside = await reader.measure(async () => {
    const settleStart = performance.now();
    outcome = await service.settleDay(day);
    settleSeconds = (performance.now() - settleStart) / 1000;
  });
  if (!outcome) throw new Error('the settlement did not run');
  // Staff re-runs back to back (each does all of a run's reads, then writes nothing), at least one, until
  // the settlement has run as long as the baseline read: about as many reads beside a settlement as
  // alone, for a p99 of more than a handful of reads.
  const rerunSeconds: number[] = [];
  const besideReruns = await reader.measure(async () => {
    do {
      const rerunStart = performance.now();
      const rerun = await service.settleDay(day);
      rerunSeconds.push((performance.now() - rerunStart) / 1000);
      if (rerun.settled !== 0) throw new Error(`re-run ${rerunSeconds.length} settled ${rerun.settled}`);
    } while (settleSeconds + rerunSeconds.reduce((sum, s) => sum + s, 0) < aloneSeconds);
  });
  // The baseline again: how much the machine's own noise moves it within one run.
  const aloneAfter = await reader.measure(
    () => new Promise((resolve) => setTimeout(resolve, aloneSeconds * 1000)),
  );
  await reader.stop();
  const ledger = await checkLedger(db);
  if (ledger.violations.length > 0) throw new Error(`ledger ${JSON.stringify(ledger.violations)}`);
  if (outcome.settled !== partnerCount) throw new Error(`settled ${outcome.settled} of ${partnerCount}`);
  const rerunMean = rerunSeconds.reduce((sum, s) => sum + s, 0) / Math.max(1, rerunSeconds.length);

  console.table([
    {
      target: `baseline: one SELECT ... GROUP BY over the ${betCount} bets (${grouped.rows.length} groups)`,
      's total': baselineSeconds.toFixed(2),
      ratio: '1.000x',
    },
    {
      target: `daily settlement of ${partnerCount} partners (${outcome.paid} paid, ${outcome.amount} won)`,
      's total': settleSeconds.toFixed(2),
      ratio: `${(baselineSeconds / settleSeconds).toFixed(3)}x`,
    },
    {
      target: `staff re-run of the same day (settles nothing; mean of ${rerunSeconds.length})`,
      's total': rerunMean.toFixed(2),
      ratio: '',
    },
  ]);
  console.log(`  (seeding took ${seedSeconds.toFixed(1)} s; ledger check clean, ${ledger.transactions} tx)`);
  console.log(
    `partner dashboard (POST /api/agency/summary, 7 days) of a partner with ${reader.ready.members} members ` +
      `in ${reader.ready.partners} partners, read one after another in a child process:`,
  );
  printDashboardTable([
    { target: `baseline: nothing else running (${aloneSeconds} s)`, ms: alone },
    { target: `while the settlement runs (${settleSeconds.toFixed(2)} s)`, ms: beside },
    {
      target: `while ${rerunSeconds.length} staff re-runs run (${rerunSeconds.reduce((sum, s) => sum + s, 0).toFixed(2)} s)`,
      ms: besideReruns,
    },
    { target: 'while the settlement or a re-run runs (both above)', ms: [...beside, ...besideReruns] },
    { target: `baseline again, after (${aloneSeconds} s)`, ms: aloneAfter },
  ]);
} finally {
  await runCleanups();
}
