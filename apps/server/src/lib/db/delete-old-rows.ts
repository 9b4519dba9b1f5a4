import { sql } from 'kysely';
import type { Db } from './database.ts';

/** Which rows of a table are old: its key column and the time column compared with `olderThan`. */
export type OldRows = {
  table: string;
  key: string;
  createdAt: string;
  olderThan: Date;
  batchSize: number;
  maxBatches: number;
};

/**
 * Deletes the rows created before `olderThan`, oldest first, a batch per statement (short locks, no
 * long transaction); rows another process is deleting are skipped. Answers how many were deleted.
 */
export async function deleteOldRows(db: Db, rows: OldRows): Promise<number> {
  const table = sql.table(rows.table);
  const key = sql.ref(rows.key);
  const createdAt = sql.ref(rows.createdAt);
  let deleted = 0;
  for (let batch = 0; batch < rows.maxBatches; batch += 1) {
    const result = await sql`delete from ${table} where ${key} in (
        select ${key} from ${table} where ${createdAt} < ${rows.olderThan}
        order by ${createdAt} limit ${rows.batchSize} for update skip locked)`.execute(db);
    const count = Number(result.numAffectedRows ?? 0n);
    deleted += count;
    if (count < rows.batchSize) break;
  }
  return deleted;
}
