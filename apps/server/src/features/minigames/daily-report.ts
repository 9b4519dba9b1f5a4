import type { Db } from '../../lib/db/database.ts';
import { type MinigameDailyRow, minigameDailyRows } from './report-repository.ts';

/** The dashboard's mini-game figures per KST day since `from`: stakes by placement, payouts by settlement. */
export async function reportMinigameDays(db: Db, from: Date): Promise<MinigameDailyRow[]> {
  return minigameDailyRows(db, from);
}
