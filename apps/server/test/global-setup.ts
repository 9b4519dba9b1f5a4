// Once per run, before any test file: migrates one in-memory PGlite and dumps its data directory,
// so each test app loads the migrated database instead of running initdb and every migration again
// (test/migrated-pglite.ts). Not used with DATABASE_URL: each file migrates its own schema there.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import type { TestProject } from 'vitest/node';
import { migrateToLatest } from '../src/lib/db/migrations.ts';
import { PGliteDialect } from '../src/lib/db/pglite-dialect.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dump of a PGlite migrated to the latest schema; empty when the run is on PostgreSQL. */
    migratedPGliteDump: string;
  }
}

/** Makes the migrated PGlite dump of this run; the returned teardown removes it. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('migratedPGliteDump', '');
    return () => {};
  }
  const pglite = new PGlite();
  const db = new Kysely<unknown>({ dialect: new PGliteDialect(pglite) });
  try {
    await migrateToLatest(db);
    const dump = await pglite.dumpDataDir('none');
    const dir = mkdtempSync(path.join(tmpdir(), 'hanpan-test-pglite-'));
    const file = path.join(dir, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('migratedPGliteDump', file);
    return () => rmSync(dir, { recursive: true, force: true });
  } finally {
    await db.destroy();
    await pglite.close();
  }
}
