import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

/** Resolves once the database answers `select 1` (readiness probes); rejects with the driver's error. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
