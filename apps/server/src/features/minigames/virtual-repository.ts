import type { Db } from '../../lib/db/database.ts';
import { type RoundRow, roundColumns } from './round-repository.ts';

// Reads of the virtual games' events for the public calls (issue 25).

/**
 * The games' events that are live at `now`: open ones (taking bets or about to start) and drawn ones
 * still playing (finish_at after now), soonest off first.
 */
export async function liveEventsOf(db: Db, gameTypes: readonly number[], now: Date): Promise<RoundRow[]> {
  if (gameTypes.length === 0) return [];
  return db
    .selectFrom('minigame_round')
    .select(roundColumns)
    .where('game_type', 'in', [...gameTypes])
    .where('finish_at', 'is not', null)
    .where((eb) =>
      eb.or([eb('status', '=', 'open'), eb.and([eb('status', '=', 'drawn'), eb('finish_at', '>', now)])]),
    )
    .orderBy('draw_at')
    .execute();
}
