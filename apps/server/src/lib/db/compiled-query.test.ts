import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileOnce, compileQuery } from './compiled-query.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { type DatabaseHandle, openDatabase } from './open-database.ts';
import { arrayLiteral } from './pg-array.ts';

let handle: DatabaseHandle;
let db: Db;

beforeAll(async () => {
  handle = await openDatabase({});
  db = handle.db;
  await migrateToLatest(db);
});

afterAll(async () => {
  await handle.close();
});

describe('a query compiled once', () => {
  it('when run with different values, then each run reads the rows of its own value', async () => {
    const sportById = compileOnce(db, (id: number) =>
      db.selectFrom('sport').select(['id', 'name_ko']).where('id', '=', id).where('name_ko', '<>', ''),
    );
    const [first] = await db.selectFrom('sport').select(['id', 'name_ko']).orderBy('id').limit(1).execute();
    expect(first).toBeDefined();
    expect(await sportById(first?.id ?? 0)).toEqual([first]);
    expect(await sportById(-1)).toEqual([]);
  });

  it('when the value is not exactly one parameter, then it is refused at once', () => {
    expect(() => compileOnce(db, () => db.selectFrom('sport').select('id'))).toThrow(/exactly one parameter/);
    expect(() =>
      compileOnce(db, (id: number) =>
        db.selectFrom('sport').select('id').where('id', '=', id).where('id', '<>', id),
      ),
    ).toThrow(/exactly one parameter/);
  });
});

describe('a query of several values compiled when its module loads', () => {
  const sportsByIds = compileQuery((builder, ids: string, excludedName: string) =>
    builder
      .selectFrom('sport')
      .select(['id', 'name_ko'])
      .where('id', '=', sql<number>`any(${ids}::integer[])`)
      .where('name_ko', '<>', excludedName)
      .orderBy('id'),
  );

  it('when run with lists of any length and another value, then each run reads the rows of its own values', async () => {
    const sports = await db.selectFrom('sport').select(['id', 'name_ko']).orderBy('id').limit(3).execute();
    expect(sports).toHaveLength(3);
    const ids = sports.map((sport) => sport.id);
    expect(await sportsByIds(db, arrayLiteral(ids), '')).toEqual(sports);
    expect(await sportsByIds(db, arrayLiteral(ids.slice(0, 1)), '')).toEqual(sports.slice(0, 1));
    expect(await sportsByIds(db, arrayLiteral([]), '')).toEqual([]);
    expect(await sportsByIds(db, arrayLiteral(ids), sports[1]?.name_ko ?? '')).toEqual([
      sports[0],
      sports[2],
    ]);
  });

  it('when run inside a transaction, then it reads what the transaction wrote', async () => {
    const [first] = await db.selectFrom('sport').select(['id', 'name_ko']).orderBy('id').limit(1).execute();
    const id = first?.id ?? 0;
    const inside = await db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('sport').set({ name_ko: 'compiled-query-test' }).where('id', '=', id).execute();
        const rows = await sportsByIds(trx, arrayLiteral([id]), '');
        throw Object.assign(new Error('roll back'), { rows });
      })
      .catch((error: { rows?: unknown }) => error.rows);
    expect(inside).toEqual([{ id, name_ko: 'compiled-query-test' }]);
    expect(await sportsByIds(db, arrayLiteral([id]), '')).toEqual([first]);
  });

  it('when a value is not passed straight to one parameter, then it is refused at once', () => {
    expect(() =>
      compileQuery((builder, id: number) =>
        builder
          .selectFrom('sport')
          .select('id')
          .where('id', '=', id + 1),
      ),
    ).toThrow(/exactly one parameter/);
  });
});
