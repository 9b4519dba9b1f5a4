import type { Db } from '../../lib/db/database.ts';
import { type PlaySums, sumPlaySince as sumPlay } from './play-net-repository.ts';

export type { PlaySums };

/**
 * A member's stakes and net position of play (payouts minus stakes) on their cash account since each
 * instant, from the ledger (player protection's loss limits and the session summary).
 */
export const sumPlaySince = (
  reader: Db,
  cashAccountId: number,
  since: readonly Date[],
): Promise<PlaySums[]> => sumPlay(reader, cashAccountId, since);
