import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inCodeMigrationProvider, migrateToLatest } from '../migrations.ts';
import { type DatabaseHandle, openDatabase } from '../open-database.ts';
import { honestArticle5, seededArticle5 } from './0024-rules-no-self-limits.ts';

// The migration's data change is the same SQL on both engines: an in-memory PGlite stands for both.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase({});
});
afterAll(async () => {
  await handle.close();
});

const bodyOf = async (title: string) =>
  (
    await handle.db
      .selectFrom('site_rule')
      .select('body_html')
      .where('title', '=', title)
      .executeTakeFirstOrThrow()
  ).body_html;

describe('migration 0024 on rules pages seeded by 0011', () => {
  it('when the seeded 제5조 is unchanged, then it is reworded; a page staff rewrote keeps its words', async () => {
    const { error } = await new Migrator({ db: handle.db, provider: inCodeMigrationProvider }).migrateTo(
      '0016-casino',
    );
    expect(error).toBeUndefined();
    const seededTerms = await bodyOf('이용약관');
    expect(seededTerms).toContain(seededArticle5);
    const staffText = '<p>운영진이 고친 약관: 회원은 입금 한도와 이용 제한을 스스로 정할 수 있습니다.</p>';
    await sql`insert into site_rule (message_type, title, body_html) values (1, '운영진 약관', ${staffText})`.execute(
      handle.db,
    );

    await migrateToLatest(handle.db);

    expect(await bodyOf('이용약관')).toBe(seededTerms.replace(seededArticle5, honestArticle5));
    expect(await bodyOf('운영진 약관')).toBe(staffText);
  });
});
