import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { itemOf, picksOfFixtures, sendBet } from '../test/betting.ts';
import { envelope } from '../test/http.ts';
import { signedInMember } from '../test/payments.ts';
import { ownStatementsOf, type SentStatement, useStatementCountingApp } from '../test/statement-counts.ts';
import { applyTrade360Message } from './features/sports/catalogue-repository.ts';
import { createFeedSimulator } from './features/sports/feeds/simulator/simulator.ts';

// PostgreSQL only. A fresh database may have no autovacuum (this project's test server has it off):
// its statistics are those of the migration's ANALYZE, taken while every table was empty. A bet must
// not depend on fresher ones: each statement it sends, planned generically (as the server's prepared
// statements are from their sixth run) after a bulk catalogue import that nothing analyzed, reaches
// the tables that are large by then through an index, never by reading them whole.

const t = useStatementCountingApp();

// A table of more pages than this is large: reading it whole for one bet is the failure looked for.
const largeTablePages = 20;

/** The tables of the test's schema larger than `largeTablePages`. */
async function listLargeTables(): Promise<string[]> {
  const rows = await sql<{ name: string }>`
    select relname as name from pg_class
    where relnamespace = current_schema()::regnamespace and relkind = 'r'
      and pg_relation_size(oid) > ${largeTablePages} * current_setting('block_size')::int
  `.execute(t.db);
  return rows.rows.map((row) => row.name);
}

const literalOf = (value: unknown) => {
  if (value === null || value === undefined) return 'null';
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/** The generic plan of a sent statement, as EXPLAIN prints it, on one connection of the app's pool. */
async function genericPlanOf(statement: SentStatement, name: string): Promise<string> {
  return t.db.connection().execute(async (connection) => {
    await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
    await sql.raw(`prepare ${name} as ${statement.sql}`).execute(connection);
    try {
      // A statement without parameters (e.g. the built-in provider's retry loop) is executed without parentheses.
      const values =
        statement.parameters.length > 0 ? `(${statement.parameters.map(literalOf).join(', ')})` : '';
      const plan = await sql
        .raw<{ 'QUERY PLAN': string }>(`explain execute ${name}${values}`)
        .execute(connection);
      return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    } finally {
      await sql.raw(`deallocate ${name}`).execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
    }
  });
}

describe.skipIf(!process.env.DATABASE_URL)('a bet on statistics older than the catalogue', () => {
  it('when the catalogue was bulk-filled after the last ANALYZE, then no statement of a bet scans a large table whole', async () => {
    const tables = await sql<{ name: string }>`
      select tablename as name from pg_tables where schemaname = current_schema()
    `.execute(t.db);
    for (const { name } of tables.rows) {
      await sql`alter table ${sql.table(name)} set (autovacuum_enabled = false)`.execute(t.db);
    }
    const startAt = new Date();
    const simulator = createFeedSimulator({
      seed: 'stale-statistics',
      startAt,
      speed: 1,
      fixtureCount: 3_000,
    });
    await applyTrade360Message(t.db, simulator.snapshot(startAt));
    const outcomes = await t.db
      .selectFrom('outcome')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(outcomes.n)).toBeGreaterThan(10_000);

    const member = await signedInMember(t.app, t.db, 1_000_000n);
    const picks = await picksOfFixtures(t.db, 3);
    const body = { betList: picks.map((pick) => itemOf(pick)), amount: 5_000 };
    let code = -1;
    const sent = await t.countStatements(async () => {
      code = envelope(await sendBet(t.app, member.cookie, body)).code;
    });
    expect(code).toBe(0);

    const largeTables = await listLargeTables();
    expect(largeTables).toEqual(expect.arrayContaining(['market', 'outcome']));
    const wholeScans: string[] = [];
    // Transaction control (BEGIN, COMMIT, a group's savepoints) has no plan.
    const queries = ownStatementsOf(sent).filter(
      (statement) => !/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(statement.sql),
    );
    for (const [index, statement] of queries.entries()) {
      const plan = await genericPlanOf(statement, `stale_statistics_${index}`);
      for (const table of largeTables) {
        if (new RegExp(`Seq Scan on ${table}\\b`).test(plan)) wholeScans.push(`${table}: ${statement.sql}`);
      }
    }
    expect(wholeScans).toEqual([]);
  }, 120_000);
});
