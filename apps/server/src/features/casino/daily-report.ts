import type { Db } from '../../lib/db/database.ts';
import { type CasinoDailyRow, casinoDailyRows } from './staff-history-repository.ts';

/** The dashboard's casino and slot figures per KST day and lobby since `from` (rolled-back rounds left out). */
export async function reportCasinoDays(db: Db, from: Date): Promise<CasinoDailyRow[]> {
  return casinoDailyRows(db, from);
}
