import type { AgencyProduct } from '@hanpan/core/agency/products';
import { virtualGames } from '@hanpan/core/minigames/catalogue';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';

/** A member row of the partner area: no phone, bank or password columns are ever read. */
export type AgencyMemberRow = {
  id: number;
  loginId: string;
  nick: string;
  partnerId: number;
  partnerName: string;
  status: string;
  joinedAt: Date;
  lastLoginAt: Date | null;
  cash: bigint;
  point: bigint;
};

/** One member's all-time play of one product. */
export type MemberPlayRow = {
  memberId: number;
  product: AgencyProduct;
  count: number;
  stakes: bigint;
  payouts: bigint;
};

/** One page of the members of `partnerIds`, newest first, matching `search` in login id or nick. */
export async function listMembers(
  db: Db,
  partnerIds: number[],
  search: string,
  limit: number,
  offset: number,
): Promise<{ rows: AgencyMemberRow[]; total: number }> {
  let query = db
    .selectFrom('member')
    .innerJoin('partner', 'partner.id', 'member.partner_id')
    .where('member.partner_id', 'in', partnerIds);
  if (search !== '') {
    const pattern = `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query = query.where((eb) =>
      eb.or([eb('member.login_id', 'ilike', pattern), eb('member.nick', 'ilike', pattern)]),
    );
  }
  const total = await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('account as cash', (join) =>
      join.onRef('cash.member_id', '=', 'member.id').on('cash.kind', '=', 'cash'),
    )
    .leftJoin('account as point', (join) =>
      join.onRef('point.member_id', '=', 'member.id').on('point.kind', '=', 'point'),
    )
    .select([
      'member.id',
      'member.login_id as loginId',
      'member.nick',
      'member.partner_id as partnerId',
      'partner.name as partnerName',
      'member.status',
      'member.created_at as joinedAt',
      'cash.balance as cash',
      'point.balance as point',
    ])
    .select((eb) =>
      eb
        .selectFrom('member_session')
        .whereRef('member_session.member_id', '=', 'member.id')
        .select((inner) => inner.fn.max('member_session.created_at').as('lastLoginAt'))
        .as('lastLoginAt'),
    )
    .orderBy('member.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return {
    total: Number(total.count),
    rows: rows.map((row) => ({
      ...row,
      joinedAt: new Date(row.joinedAt),
      lastLoginAt: row.lastLoginAt === null ? null : new Date(row.lastLoginAt),
      cash: BigInt(row.cash ?? 0),
      point: BigInt(row.point ?? 0),
    })),
  };
}

/** The all-time play per product of the given members (void, cancelled and rolled-back left out). */
export async function playOfMembers(db: Db, memberIds: number[]): Promise<MemberPlayRow[]> {
  if (memberIds.length === 0) return [];
  const ids = sql.join(memberIds);
  const virtualTypes = sql.join(virtualGames.map((game) => game.gameType));
  const result = await sql<{
    memberId: number;
    product: AgencyProduct;
    count: string;
    stakes: string;
    payouts: string;
  }>`
    select member_id as "memberId", product, count(*)::text as count, sum(stake)::text as stakes,
      sum(payout)::text as payouts
    from (
      select member_id, kind as product, stake,
        case when status = 'open' then 0 else coalesce(payout, 0) end as payout
      from bet where member_id in (${ids}) and status not in ('void', 'cancelled')
      union all
      select member_id, case when game_type in (${virtualTypes}) then 'virtual' else 'minigame' end,
        stake, coalesce(payout, 0)
      from minigame_bet where member_id in (${ids}) and status <> 'void'
      union all
      select casino_round.member_id, casino_game.category, casino_round.total_bet, casino_round.total_win
      from casino_round join casino_game on casino_game.id = casino_round.game_id
      where casino_round.member_id in (${ids}) and casino_round.status <> 'rolled_back'
    ) play
    group by member_id, product`.execute(db);
  return result.rows.map((row) => ({
    memberId: row.memberId,
    product: row.product,
    count: Number(row.count),
    stakes: BigInt(row.stakes),
    payouts: BigInt(row.payouts),
  }));
}

/** All-time approved deposits and withdrawals of the given members. */
export async function moneyOfMembers(db: Db, memberIds: number[]) {
  if (memberIds.length === 0) return new Map<number, { deposits: bigint; withdrawals: bigint }>();
  const ids = sql.join(memberIds);
  const result = await sql<{ memberId: number; deposits: string; withdrawals: string }>`
    select m.id as "memberId",
      (select coalesce(sum(amount), 0) from charge_request where member_id = m.id and status = 'approved')::text
        as deposits,
      (select coalesce(sum(amount), 0) from exchange_request where member_id = m.id and status = 'approved')::text
        as withdrawals
    from member m where m.id in (${ids})`.execute(db);
  return new Map(
    result.rows.map((row) => [
      row.memberId,
      { deposits: BigInt(row.deposits), withdrawals: BigInt(row.withdrawals) },
    ]),
  );
}
