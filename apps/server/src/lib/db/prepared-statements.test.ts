import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('when a data statement runs again on a connection, then it runs as the one statement prepared the first time', async () => {
  const first = await createMember(t.db);
  const second = await createMember(t.db);
  await t.db.connection().execute(async (db) => {
    const byId = (id: number) =>
      db
        .selectFrom('member')
        .select(['login_id', sql.lit('prepared-test').as('tag')])
        .where('id', '=', id);
    expect(await byId(first.id).executeTakeFirst()).toMatchObject({ login_id: first.loginId });
    expect(await byId(second.id).executeTakeFirst()).toMatchObject({ login_id: second.loginId });
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements where statement = ${byId(0).compile().sql}`.execute(db);
    expect(rows).toHaveLength(1);
  });
});
