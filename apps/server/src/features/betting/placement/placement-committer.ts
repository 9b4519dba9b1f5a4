import type { Db } from '../../../lib/db/database.ts';
import { createGroupCommitter, type GroupCommitter } from '../../../lib/db/group-commit.ts';
import { type GroupReads, type PlacementAsk, readGroup } from './group-reads.ts';

// Groups of placements in flight at once, each lane one transaction at a time (lib/db/group-commit.ts).
const placementLanes = 4;

/**
 * The group committer bets are placed through: lanes by the member's house shard (see placeBet),
 * each group's reads made once for all its bets (group-reads.ts).
 */
export function createPlacementCommitter(db: Db): GroupCommitter<PlacementAsk, GroupReads> {
  return createGroupCommitter(db, { lanes: placementLanes }, readGroup);
}
