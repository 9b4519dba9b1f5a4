import type { Db } from '../../lib/db/database.ts';
import { deleteOldRows } from '../../lib/db/delete-old-rows.ts';

/** How long sign-in attempts are kept for 로그인 기록 (the page shows the last 50). */
export const loginHistoryRetentionDays = 365;

const dayMs = 24 * 60 * 60 * 1000;

/** Deletes the sign-in attempts older than the retention; answers how many went. */
export function pruneLoginHistory(db: Db, now: Date): Promise<number> {
  return deleteOldRows(db, {
    table: 'member_login',
    key: 'id',
    createdAt: 'created_at',
    olderThan: new Date(now.getTime() - loginHistoryRetentionDays * dayMs),
    batchSize: 5_000,
    maxBatches: 100,
  });
}
