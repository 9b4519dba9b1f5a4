import { randomInt } from 'node:crypto';
import { drawField } from '@hanpan/core/virtual/roster';
import type { VirtualCard, VirtualKind } from '@hanpan/core/virtual/types';
import type { Trx } from '../../lib/db/transaction.ts';
import { readRunners, readTeams, scheduledMatchesOf } from './virtual-roster-repository.ts';

// A new event's card (issue 25): the field drawn from the rosters as they stand (ratings, form, league
// position) with a cryptographic picker. The field is public before any bet, so it is not part of the
// provably fair result; the result is drawn later from the event's seed.

/** The picker drawField takes: a uniform integer in [0, n) from node:crypto. */
const cryptoPick = (n: number): number => randomInt(n);

/**
 * Draws the card of a new event of the game from the rosters read in the creating transaction (the game
 * row is locked there). A match is drawn among the teams that have played least, counting the matches
 * they are already drawn in ahead, so no team is booked twice while others wait.
 */
export async function drawEventCard(trx: Trx, gameType: number, kind: VirtualKind): Promise<VirtualCard> {
  if (kind === 'greyhound' || kind === 'horse') {
    return drawField(kind, await readRunners(trx, kind), cryptoPick);
  }
  const teams = await readTeams(trx, kind);
  const scheduled = await scheduledMatchesOf(trx, gameType);
  const table = teams.map((team, index) => ({
    ...team,
    position: index + 1,
    played: team.played + (scheduled.get(team.id) ?? 0),
  }));
  return drawField(kind, table, cryptoPick);
}
