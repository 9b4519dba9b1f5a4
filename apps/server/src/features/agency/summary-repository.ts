import type { AgencyProduct } from '@hanpan/core/agency/products';
import { virtualGames } from '@hanpan/core/minigames/catalogue';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { kstDayOf as kstDay } from '../../lib/db/kst-day.ts';

/** Money of one KST day and product of the subtree's play, whole won. */
export type PlayDayRow = { day: string; product: AgencyProduct; stakes: bigint; payouts: bigint };

/** Approved deposits or withdrawals, or sign-ups, of one KST day. */
export type DayAmountRow = { day: string; amount: bigint };

const virtualGameTypes = virtualGames.map((game) => game.gameType);

/**
 * The play of the members of `partnerIds` placed in [start, end), by KST day and product: sports bets,
 * mini-game and virtual bets (void and cancelled left out; open bets count their stake only) and casino
 * and slot rounds (rolled-back rounds left out).
 */
export async function playByDay(db: Db, partnerIds: number[], start: Date, end: Date): Promise<PlayDayRow[]> {
  const members = sql`select id from member where partner_id in (${sql.join(partnerIds)})`;
  const result = await sql<{ day: string; product: AgencyProduct; stakes: string; payouts: string }>`
    select day, product, sum(stake)::text as stakes, sum(payout)::text as payouts from (
      select ${kstDay('bet.placed_at')} as day, bet.kind as product, bet.stake,
        case when bet.status = 'open' then 0 else coalesce(bet.payout, 0) end as payout
      from bet
      where bet.member_id in (${members}) and bet.placed_at >= ${start} and bet.placed_at < ${end}
        and bet.status not in ('void', 'cancelled')
      union all
      select ${kstDay('minigame_bet.placed_at')},
        case when minigame_bet.game_type in (${sql.join(virtualGameTypes)}) then 'virtual' else 'minigame' end,
        minigame_bet.stake, coalesce(minigame_bet.payout, 0)
      from minigame_bet
      where minigame_bet.member_id in (${members}) and minigame_bet.placed_at >= ${start}
        and minigame_bet.placed_at < ${end} and minigame_bet.status <> 'void'
      union all
      select ${kstDay('casino_round.started_at')}, casino_game.category, casino_round.total_bet,
        casino_round.total_win
      from casino_round join casino_game on casino_game.id = casino_round.game_id
      where casino_round.member_id in (${members}) and casino_round.started_at >= ${start}
        and casino_round.started_at < ${end} and casino_round.status <> 'rolled_back'
    ) play
    group by day, product`.execute(db);
  return result.rows.map((row) => ({
    day: row.day,
    product: row.product,
    stakes: BigInt(row.stakes),
    payouts: BigInt(row.payouts),
  }));
}

/** Approved charge ('deposit') or exchange ('withdrawal') requests of the subtree by KST day of approval. */
export async function approvedByDay(
  db: Db,
  kind: 'deposit' | 'withdrawal',
  partnerIds: number[],
  start: Date,
  end: Date,
): Promise<DayAmountRow[]> {
  const table = kind === 'deposit' ? 'charge_request' : 'exchange_request';
  const result = await sql<{ day: string; amount: string }>`
    select ${kstDay('r.decided_at')} as day, sum(r.amount)::text as amount
    from ${sql.table(table)} r join member on member.id = r.member_id
    where member.partner_id in (${sql.join(partnerIds)}) and r.status = 'approved'
      and r.decided_at >= ${start} and r.decided_at < ${end}
    group by 1`.execute(db);
  return result.rows.map((row) => ({ day: row.day, amount: BigInt(row.amount) }));
}

/** Sign-ups of the subtree by KST day, and the subtree's members today. */
export async function memberCounts(db: Db, partnerIds: number[], start: Date, end: Date) {
  const joined = await sql<{ day: string; amount: string }>`
    select ${kstDay('created_at')} as day, count(*)::text as amount from member
    where partner_id in (${sql.join(partnerIds)}) and created_at >= ${start} and created_at < ${end}
    group by 1`.execute(db);
  const total = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('partner_id', 'in', partnerIds)
    .executeTakeFirstOrThrow();
  return {
    total: Number(total.count),
    joinedByDay: joined.rows.map((row) => ({ day: row.day, amount: BigInt(row.amount) })),
  };
}
