import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

// The back office's reads for the virtual daily report (issue 25): the settled bets of drawn events
// grouped as finely as their theoretical return needs (event, pick, odds), and the events' cards.

/** The settled bets of one KST day, event, pick and odds: count, stakes and payouts (int8 as text). */
export type VirtualBetGroupRow = {
  day: string;
  gameType: number;
  roundId: bigint;
  pick: number;
  odds: number;
  bets: string;
  stakes: string;
  payouts: string;
};

// The KST calendar day (UTC+9, no daylight saving) of the settlement, whatever the session time zone.
const settledDay = sql<string>`to_char((b.settled_at at time zone 'UTC') + interval '9 hours', 'YYYY-MM-DD')`;

/**
 * Bets of the games settled in [from, until) on events that were drawn (a voided event's refunds are
 * not play), grouped by KST day, event, pick and odds.
 */
export async function settledVirtualBetGroups(
  db: Db,
  filter: { from: Date; until: Date; gameTypes: readonly number[] },
): Promise<VirtualBetGroupRow[]> {
  if (filter.gameTypes.length === 0) return [];
  return db
    .selectFrom('minigame_bet as b')
    .innerJoin('minigame_round as r', 'r.id', 'b.round_id')
    .where('b.settled_at', '>=', filter.from)
    .where('b.settled_at', '<', filter.until)
    .where('b.game_type', 'in', [...filter.gameTypes])
    .where('r.status', '=', 'drawn')
    .select([
      settledDay.as('day'),
      'b.game_type as gameType',
      'b.round_id as roundId',
      'b.pick',
      'b.odds',
      sql<string>`count(*)`.as('bets'),
      sql<string>`coalesce(sum(b.stake), 0)`.as('stakes'),
      sql<string>`coalesce(sum(b.payout), 0)`.as('payouts'),
    ])
    .groupBy([settledDay, 'b.game_type', 'b.round_id', 'b.pick', 'b.odds'])
    .execute();
}

/** The cards of the events by id (an event without a card is absent). */
export async function cardsOfEvents(db: Db, ids: readonly bigint[]): Promise<Map<bigint, unknown>> {
  const cards = new Map<bigint, unknown>();
  // In slices: a day of a fast game has thousands of events, and a statement's parameters are bounded.
  for (let start = 0; start < ids.length; start += 1000) {
    const slice = ids.slice(start, start + 1000);
    const rows = await db
      .selectFrom('minigame_round')
      .select(['id', 'card'])
      .where('id', 'in', slice)
      .where('card', 'is not', null)
      .execute();
    for (const row of rows) cards.set(BigInt(row.id), row.card);
  }
  return cards;
}
