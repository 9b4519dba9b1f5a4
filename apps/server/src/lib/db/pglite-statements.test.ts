import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteStatements } from './pglite-statements.ts';

let pglite: PGlite;
let statements: PGliteStatements;

beforeAll(async () => {
  pglite = new PGlite({ parsers: { 20: (value: string) => BigInt(value) } });
  await pglite.exec(`
    create table item (id int primary key, name text not null unique, amount bigint not null,
      at timestamptz, doc jsonb);
    insert into item values (1, 'one', 9007199254740993, '2026-01-02T03:04:05Z', '{"a":1}'),
      (2, 'two', 2, null, null);`);
  // A tiny cache so eviction happens within the test.
  statements = new PGliteStatements(pglite, 3);
});
afterAll(() => pglite.close());

const selectById = 'select id, name, amount, at, doc from item where id = $1';

describe('PGlite prepared statements', () => {
  it('when one statement runs again with other parameters, then each run answers its own rows', async () => {
    const first = await statements.run(selectById, [1]);
    const second = await statements.run(selectById, [2]);
    expect(first.rows).toEqual([
      { id: 1, name: 'one', amount: 9007199254740993n, at: new Date('2026-01-02T03:04:05Z'), doc: { a: 1 } },
    ]);
    expect(second.rows).toEqual([{ id: 2, name: 'two', amount: 2n, at: null, doc: null }]);
  });

  it('when parameters are dates, bigints and JSON, then they are stored as PGlite.query stores them', async () => {
    const insert = 'insert into item (id, name, amount, at, doc) values ($1, $2, $3, $4, $5)';
    const at = new Date('2026-05-06T07:08:09Z');
    const result = await statements.run(insert, [3, 'three', 12345678901234567n, at, { b: [1, 2] }]);
    expect(result.affectedRows).toBe(1);
    const { rows } = await pglite.query('select amount::text, at, doc from item where id = 3');
    expect(rows).toEqual([{ amount: '12345678901234567', at, doc: { b: [1, 2] } }]);
  });

  it('when a statement fails to parse, then it fails the same way again and others still run', async () => {
    const broken = 'select nope from item where id = $1';
    await expect(statements.run(broken, [1])).rejects.toMatchObject({ code: '42703' });
    await expect(statements.run(broken, [1])).rejects.toMatchObject({ code: '42703' });
    expect((await statements.run(selectById, [2])).rows).toHaveLength(1);
  });

  it('when a write breaks a unique index, then the error names the constraint and the statement stays usable', async () => {
    const rename = 'update item set name = $1 where id = $2';
    await expect(statements.run(rename, ['one', 2])).rejects.toMatchObject({
      code: '23505',
      constraint: 'item_name_key',
    });
    expect((await statements.run(rename, ['deux', 2])).affectedRows).toBe(1);
  });

  it('when a statement was first prepared in a transaction that rolled back, then it still runs after', async () => {
    const sumSql = 'select sum(amount) as total from item where id <= $1';
    await statements.run('begin', []);
    await statements.run(sumSql, [1]);
    await statements.run('rollback', []);
    expect((await statements.run(sumSql, [1])).rows).toEqual([{ total: '9007199254740993' }]);
  });

  it('when more statements run than the cache keeps, then evicted ones are prepared again', async () => {
    for (let id = 1; id <= 6; id++) {
      const { rows } = await statements.run(`select id from item where id = $1 and ${id} = ${id}`, [1]);
      expect(rows).toEqual([{ id: 1 }]);
    }
    expect((await statements.run('select id from item where id = $1 and 1 = 1', [2])).rows).toEqual([
      { id: 2 },
    ]);
    const { rows } = await pglite.query<{ n: number }>(
      'select count(*)::int as n from pg_prepared_statements',
    );
    expect(rows[0]?.n).toBeLessThanOrEqual(4);
  });

  it('when a table a statement reads gains a column, then the statement still answers', async () => {
    await statements.run(selectById, [1]);
    await statements.run('alter table item add column note text', []);
    expect((await statements.run(selectById, [1])).rows[0]).toMatchObject({ id: 1, name: 'one' });
  });
});
