import type { Db } from '../../../lib/db/database.ts';

// The member's reads and the one write of the bet history; every query is scoped to the member.

/** The member's history filter as the database takes it (dates already turned into instants). */
export type HistoryQuery = {
  memberId: number;
  kind: 'prematch' | 'inplay';
  status: 'all' | 'open' | 'won' | 'lost' | 'void' | 'partial' | 'cancelled';
  /** placed_at >= from. */
  from: Date | null;
  /** placed_at < until. */
  until: Date | null;
  offset: number;
  limit: number;
};

function filtered(db: Db, filter: HistoryQuery) {
  let query = db
    .selectFrom('bet')
    .where('bet.member_id', '=', filter.memberId)
    .where('bet.is_hidden', '=', false)
    .where('bet.kind', '=', filter.kind);
  if (filter.status !== 'all') query = query.where('bet.status', '=', filter.status);
  if (filter.from) query = query.where('bet.placed_at', '>=', filter.from);
  if (filter.until) query = query.where('bet.placed_at', '<', filter.until);
  return query;
}

/** One page of the member's visible bets, newest first, and how many match in all. */
export async function listMemberBets(db: Db, filter: HistoryQuery) {
  const query = filtered(db, filter);
  const rows = await query
    .select([
      'bet.id',
      'bet.kind',
      'bet.status',
      'bet.stake',
      'bet.total_odds as totalOdds',
      'bet.bonus_rate as bonusRate',
      'bet.potential_payout as potentialPayout',
      'bet.payout',
      'bet.settled_odds as settledOdds',
      'bet.is_odds_changed as isOddsChanged',
      'bet.placed_at as placedAt',
      'bet.settled_at as settledAt',
      'bet.settle_version as settleVersion',
    ])
    .orderBy('bet.placed_at', 'desc')
    .orderBy('bet.id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
  const count = await query
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(count.total) };
}

/** The member's bet's status; null when the member has no such bet. */
export async function findBetStatus(db: Db, memberId: number, betId: bigint) {
  const row = await db
    .selectFrom('bet')
    .select('status')
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  return row?.status ?? null;
}

/** Hides the member's bet when it is settled; true when it is (now or already) hidden. */
export async function hideSettledBet(db: Db, memberId: number, betId: bigint): Promise<boolean> {
  const result = await db
    .updateTable('bet')
    .set({ is_hidden: true })
    .where('id', '=', betId)
    .where('member_id', '=', memberId)
    .where('status', '<>', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
