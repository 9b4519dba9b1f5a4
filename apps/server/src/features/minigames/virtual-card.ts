import { randomInt } from 'node:crypto';
import { drawField } from '@hanpan/core/virtual/roster';
import type { VirtualCard, VirtualKind } from '@hanpan/core/virtual/types';
import type { Trx } from '../../lib/db/transaction.ts';
import { readRunners, readTeams } from './virtual-roster-repository.ts';

// A new event's card (issue 25): the field drawn from the rosters as they stand (ratings, form, league
// position) with a cryptographic picker. The field is public before any bet, so it is not part of the
// provably fair result; the result is drawn later from the event's seed.

/** The picker drawField takes: a uniform integer in [0, n) from node:crypto. */
const cryptoPick = (n: number): number => randomInt(n);

/** Draws the card of a new event of the kind from the rosters read in the creating transaction. */
export async function drawEventCard(trx: Trx, kind: VirtualKind): Promise<VirtualCard> {
  if (kind === 'greyhound' || kind === 'horse')
    return drawField(kind, await readRunners(trx, kind), cryptoPick);
  const teams = await readTeams(trx, kind);
  const table = teams.map((team, index) => ({ ...team, position: index + 1 }));
  return drawField(kind, table, cryptoPick);
}
