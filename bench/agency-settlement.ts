// The daily partner settlement (issue 26) on PostgreSQL: `--partners` owned partners in a two-level
// tree (rolling per folder bucket on prematch, losing on in-play), `--members` members spread over them,
// and a KST day of `--bets` settled sports bets. The settlement of that day (figures, 7 days of
// adjustment recompute, statement lines, one posting per partner through the money step) is timed
// beside the baseline: one bare `SELECT ... GROUP BY` of the same rows per partner, product and folders.
// Usage: npm run agency-settlement -w @hanpan/bench -- [--pg URL] [--partners 1000] [--members 100000] [--bets 1000000]
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { kstDayPlus, kstDayStart } from '@hanpan/core/time/kst';
import { sql } from 'kysely';
import { createAgencySettlementService } from '../apps/server/src/features/agency/index.ts';
import { checkLedger } from '../apps/server/src/features/wallet/ledger-check-repository.ts';
import type { Db } from '../apps/server/src/lib/db/database.ts';
import { migrateToLatest } from '../apps/server/src/lib/db/migrations.ts';
import { openDatabase } from '../apps/server/src/lib/db/open-database.ts';
import { createFundedMembers } from './support/bench-members.ts';
import { cleanUpOnSignals, onCleanup, runCleanups } from './support/cleanup.ts';
import { createFreshDatabase } from './support/fresh-database.ts';

const { values } = parseArgs({
  options: {
    pg: { type: 'string' },
    partners: { type: 'string' },
    members: { type: 'string' },
    bets: { type: 'string' },
  },
});
const partnerCount = Number(values.partners ?? 1_000);
const memberCount = Number(values.members ?? 100_000);
const betCount = Number(values.bets ?? 1_000_000);
const pgServerUrl = values.pg ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const day = '2026-03-01';

/** Partners (owned by funded bench members), their rates, members and the day's settled bets, set-based. */
async function seed(db: Db): Promise<void> {
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
  const partnerIds = sql.join(partners.map((p) => sql.lit(p.id)));
  await sql`insert into member (login_id, password_hash, nick, phone, bank_name, bank_account, bank_holder,
      exchange_password_hash, birth_date, partner_id, created_at)
    select 'agm' || g, 'bench', 'agm' || g, '019' || lpad(g::text, 8, '0'), '국민은행', '777' || lpad(g::text, 11, '0'),
      '벤치', 'bench', '1990-01-01', (array[${partnerIds}]::int[])[1 + (g % ${partners.length})], now()
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
  await seed(db);
  await sql`analyze`.execute(db);
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const baselineStart = performance.now();
  const grouped = await sql`select m.partner_id, b.kind, least(b.leg_count, 4), sum(b.stake), sum(b.payout)
    from bet b join member m on m.id = b.member_id
    where b.placed_at >= ${kstDayStart(day)} and b.placed_at < ${kstDayStart(kstDayPlus(day, 1))}
      and b.status in ('won', 'lost')
    group by 1, 2, 3`.execute(db);
  const baselineSeconds = (performance.now() - baselineStart) / 1000;

  const service = createAgencySettlementService({ db, now: () => new Date() });
  const settleStart = performance.now();
  const outcome = await service.settleDay(day);
  const settleSeconds = (performance.now() - settleStart) / 1000;
  const rerunStart = performance.now();
  const rerun = await service.settleDay(day);
  const rerunSeconds = (performance.now() - rerunStart) / 1000;
  const ledger = await checkLedger(db);
  if (ledger.violations.length > 0) throw new Error(`ledger ${JSON.stringify(ledger.violations)}`);
  if (outcome.settled !== partnerCount || rerun.settled !== 0)
    throw new Error(`settled ${outcome.settled} of ${partnerCount}; re-run settled ${rerun.settled}`);

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
      target: 'staff re-run of the same day (settles nothing)',
      's total': rerunSeconds.toFixed(2),
      ratio: '',
    },
  ]);
  console.log(`  (seeding took ${seedSeconds.toFixed(1)} s; ledger check clean, ${ledger.transactions} tx)`);
} finally {
  await runCleanups();
}
