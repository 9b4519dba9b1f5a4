import type { SportsView } from '@hanpan/core/api/sports-preferences';
import type { Db } from '../../../lib/db/database.ts';

/** Saves the member's sports list view. */
export async function saveSportsView(db: Db, memberId: number, view: SportsView): Promise<void> {
  await db.updateTable('member').set({ sports_view: view }).where('id', '=', memberId).execute();
}
