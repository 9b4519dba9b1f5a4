import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileOnce } from './compiled-query.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { type DatabaseHandle, openDatabase } from './open-database.ts';

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
