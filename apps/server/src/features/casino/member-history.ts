import type { CasinoCategory, CasinoRoundView } from '@hanpan/core/api/casino';
import type { Db } from '../../lib/db/database.ts';
import { pageMemberRounds } from './member-repository.ts';
import { presentMemberRound } from './present.ts';

/** Which rounds by outcome: open, closed with a win, closed without one, rolled back; 'all' for every one. */
export type MemberRoundOutcome = 'all' | 'open' | 'won' | 'lost' | 'rolled_back';

/** The member history's filter of rounds: a lobby, an outcome, [from, until) by start and a page. */
export type MemberRoundsFilter = {
  category: CasinoCategory;
  outcome?: MemberRoundOutcome;
  from: Date | null;
  until: Date | null;
  offset: number;
  limit: number;
};

/** One page of the member's casino or slot rounds as their history shows them (game name included). */
export async function listMemberCasinoRounds(
  db: Db,
  memberId: number,
  filter: MemberRoundsFilter,
): Promise<{ list: CasinoRoundView[]; total: number }> {
  const { rows, total } = await pageMemberRounds(db, memberId, filter);
  return { list: rows.map(presentMemberRound), total };
}
