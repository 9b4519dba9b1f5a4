import type { Db } from '../../lib/db/database.ts';
import type { MinigameHistoryFilter } from './member-history.ts';

// Reads of minigame_bet: the member's own bets and their history (a placement's reads and writes
// are in placement-repository.ts).

// The round's card rides along: a virtual event's pick names are its card's (issue 25).
const betColumns = [
  'b.id',
  'b.member_id as memberId',
  'b.game_type as gameType',
  'b.round_key as roundKey',
  'b.pick',
  'b.odds',
  'b.stake',
  'b.potential_win as potentialWin',
  'b.status',
  'b.payout',
  'b.placed_at as placedAt',
  'b.settled_at as settledAt',
  'r.card',
] as const;

/** A bet as the member's calls present it. */
export type MinigameBetRow = {
  id: bigint;
  memberId: number;
  gameType: number;
  roundKey: string;
  pick: number;
  odds: number;
  stake: bigint;
  potentialWin: bigint;
  status: 'open' | 'won' | 'lost' | 'void' | 'half_won';
  payout: bigint | null;
  placedAt: Date;
  settledAt: Date | null;
  /** The card of the bet's virtual event (null for a mini-game's round). */
  card: unknown;
};

/** The member's own bets, newest first: of one round when given. */
export async function listMemberBets(
  db: Db,
  memberId: number,
  filter: { gameType?: number; roundKey?: string; limit: number; offset?: number },
): Promise<MinigameBetRow[]> {
  let query = db
    .selectFrom('minigame_bet as b')
    .innerJoin('minigame_round as r', 'r.id', 'b.round_id')
    .select(betColumns)
    .where('b.member_id', '=', memberId);
  if (filter.gameType !== undefined) query = query.where('b.game_type', '=', filter.gameType);
  if (filter.roundKey !== undefined) query = query.where('b.round_key', '=', filter.roundKey);
  return query
    .orderBy('b.placed_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset ?? 0)
    .execute();
}

/** One page of the member's mini-game bets, newest first, with the count of all that match. */
export async function listMemberBetPage(
  db: Db,
  memberId: number,
  filter: MinigameHistoryFilter,
): Promise<{ rows: MinigameBetRow[]; total: number }> {
  if (filter.statuses?.length === 0 || filter.gameTypes.length === 0) return { rows: [], total: 0 };
  let query = db
    .selectFrom('minigame_bet as b')
    .where('b.member_id', '=', memberId)
    .where('b.game_type', 'in', [...filter.gameTypes]);
  if (filter.statuses) query = query.where('b.status', 'in', [...filter.statuses]);
  if (filter.from) query = query.where('b.placed_at', '>=', filter.from);
  if (filter.until) query = query.where('b.placed_at', '<', filter.until);
  const [rows, count] = await Promise.all([
    query
      .innerJoin('minigame_round as r', 'r.id', 'b.round_id')
      .select(betColumns)
      .orderBy('b.placed_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
