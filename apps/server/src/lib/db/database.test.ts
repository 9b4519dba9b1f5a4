import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMember } from '../../../test/factories.ts';
import { presentMoney } from '../http/money.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';
import type { Db } from './database.ts';
import { migrateToLatest } from './migrations.ts';
import { openDatabase } from './open-database.ts';

const isPostgresRun = Boolean(process.env.DATABASE_URL);

let t: TestApp;
const tempDirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'hanpan-data-'));
  tempDirs.push(dir);
  return dir;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

const typesOf = async (db: Db) => {
  const { rows } = await sql<Record<string, unknown>>`
    select 9007199254740993::int8 as big, count(*) as n, 7::int4 as small, '1990-01-02'::date as day,
      now() as at, '{"a":1}'::jsonb as doc`.execute(db);
  return rows[0]!;
};

describe('types', () => {
  it('when int8, date, timestamptz and jsonb are read, then bigint, text, Date and objects', async () => {
    const row = await typesOf(t.db);
    expect(row.big).toBe(9007199254740993n);
    expect(row.n).toBe(1n);
    expect(row.small).toBe(7);
    expect(row.day).toBe('1990-01-02');
    expect(row.at).toBeInstanceOf(Date);
    expect(row.doc).toEqual({ a: 1 });
  });

  it('when a balance beyond 2^53 is written and read, then it round-trips exactly as bigint', async () => {
    const member = await createMember(t.db);
    const huge = 2n ** 62n + 1n;
    await t.db
      .updateTable('account')
      .set({ balance: huge })
      .where('member_id', '=', member.id)
      .where('kind', '=', 'point')
      .execute();
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'point')
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(huge);
    expect(() => presentMoney(row.balance)).toThrow(RangeError);
    expect(presentMoney(123n)).toBe(123);
  });

  it('when a member balance would go negative, then the database refuses', async () => {
    const member = await createMember(t.db);
    await expect(
      t.db
        .updateTable('account')
        .set({ balance: -1n })
        .where('member_id', '=', member.id)
        .where('kind', '=', 'cash')
        .execute(),
    ).rejects.toThrow();
  });

  it.runIf(isPostgresRun)(
    'when the same query runs on PGlite and PostgreSQL, then the JS types are identical',
    async () => {
      const pglite = await openDatabase({});
      try {
        const [a, b] = [await typesOf(pglite.db), await typesOf(t.db)];
        expect(Object.fromEntries(Object.entries(a).map(([k, v]) => [k, typeof v]))).toEqual(
          Object.fromEntries(Object.entries(b).map(([k, v]) => [k, typeof v])),
        );
        expect(a.big).toBe(b.big);
        expect(a.day).toBe(b.day);
      } finally {
        await pglite.close();
      }
    },
  );
});

describe('transactions', () => {
  it('when a transaction throws, then none of its writes remain', async () => {
    const member = await createMember(t.db);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx.updateTable('member').set({ point_grade: 5 }).where('id', '=', member.id).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const row = await t.db
      .selectFrom('member')
      .select('point_grade')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.point_grade).toBe(0);
  });

  it('when 20 read-modify-write transactions run at once, then none is lost', async () => {
    const member = await createMember(t.db);
    const bump = () =>
      t.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('account')
          .select('balance')
          .where('member_id', '=', member.id)
          .where('kind', '=', 'cash')
          .forUpdate()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('account')
          .set({ balance: row.balance + 1n })
          .where('member_id', '=', member.id)
          .where('kind', '=', 'cash')
          .execute();
      });
    await Promise.all(Array.from({ length: 20 }, bump));
    const row = await t.db
      .selectFrom('account')
      .select('balance')
      .where('member_id', '=', member.id)
      .where('kind', '=', 'cash')
      .executeTakeFirstOrThrow();
    expect(row.balance).toBe(20n);
  });

  it('when migrations run again, then nothing changes', async () => {
    await expect(migrateToLatest(t.db)).resolves.toBeUndefined();
  });
});

describe.skipIf(isPostgresRun)('PGlite data folder', () => {
  it('when a second open of the same DATA_DIR is tried, then it fails with a Korean and English message', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      const second = openDatabase({ dataDir: dir });
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/다른 프로세스가 사용 중입니다[\s\S]*already in use/);
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, 'hanpan.lock'))).toBe(false);
  });

  it('when the lock file belongs to a live process, then the lock is refused', () => {
    const dir = tempDir();
    // The test runner's parent process is alive for the whole run.
    writeFileSync(path.join(dir, 'hanpan.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('when the lock file was left by a dead process, then it is taken over', () => {
    const dir = tempDir();
    const deadPid = spawnSync(process.execPath, ['-e', '']).pid;
    writeFileSync(path.join(dir, 'hanpan.lock'), `${deadPid}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'hanpan.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(path.join(dir, 'hanpan.lock'))).toBe(false);
  });

  it('when the database is closed and reopened, then the rows are still there', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await migrateToLatest(first.db);
    await first.db
      .insertInto('board_post')
      .values({ board_type: 0, title: '남아 있어야 함', body_html: '' })
      .execute();
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    try {
      await migrateToLatest(second.db);
      const rows = await second.db.selectFrom('board_post').select('title').execute();
      expect(rows.map((row) => row.title)).toEqual(['남아 있어야 함']);
    } finally {
      await second.close();
    }
    // Two on-disk PGlite starts and every migration: 5-10 s alone, past 30 s on a loaded 2-core machine.
  }, 90_000);
});
