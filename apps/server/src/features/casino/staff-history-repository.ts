import type { CasinoRoundStatus } from '@hanpan/core/api/casino';
import type { CasinoTransactionKind, CasinoTransactionStatus } from '@hanpan/core/api/staff-casino';
import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import { kstDayOf } from '../../lib/db/kst-day.ts';

// The back office's pages of rounds and wallet transactions, and the GGR per game.

/** A period [from, until) and a page. */
export type StaffPageFilter = { from: Date; until: Date; offset: number; limit: number };

/**
 * A page of rounds, newest first, of a member (login id), game and status when given. A round (its id
 * from the short number, or the provider's round id) is found whatever the dates.
 */
export async function pageStaffRounds(
  db: Db,
  filter: StaffPageFilter & {
    round?: { id: bigint | null; providerRoundId: string };
    memberLoginId?: string;
    gameId?: number;
    status?: CasinoRoundStatus;
  },
) {
  const round = filter.round;
  let query = db
    .selectFrom('casino_round as r')
    .innerJoin('member as m', 'm.id', 'r.member_id')
    .innerJoin('casino_game as g', 'g.id', 'r.game_id')
    .innerJoin('casino_provider as p', 'p.id', 'r.provider_id');
  if (round) {
    query = query.where((eb) =>
      round.id === null
        ? eb('r.provider_round_id', '=', round.providerRoundId)
        : eb.or([eb('r.id', '=', round.id), eb('r.provider_round_id', '=', round.providerRoundId)]),
    );
  } else {
    query = query.where('r.started_at', '>=', filter.from).where('r.started_at', '<', filter.until);
  }
  if (filter.memberLoginId !== undefined) query = query.where('m.login_id', '=', filter.memberLoginId);
  if (filter.gameId !== undefined) query = query.where('r.game_id', '=', filter.gameId);
  if (filter.status !== undefined) query = query.where('r.status', '=', filter.status);
  const [rows, count] = await Promise.all([
    query
      .select([
        'r.id',
        'r.provider_round_id as round',
        'm.id as memberId',
        'm.login_id as loginId',
        'm.nick',
        'g.id as gameId',
        'g.name as gameName',
        'p.name as providerName',
        'r.total_bet as stake',
        'r.total_win as win',
        'r.status',
        'r.started_at as startedAt',
        'r.closed_at as closedAt',
        sql<string>`(select count(*) from casino_tx x where x.round_id = r.id)`.as('transactionCount'),
      ])
      .orderBy('r.started_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** A page of wallet transactions, newest first, of a member (login id) or a round when given. */
export async function pageStaffTransactions(
  db: Db,
  filter: StaffPageFilter & { memberLoginId?: string; roundId?: bigint },
) {
  let query = db
    .selectFrom('casino_tx as x')
    .innerJoin('member as m', 'm.id', 'x.member_id')
    .innerJoin('casino_round as r', 'r.id', 'x.round_id')
    .innerJoin('casino_game as g', 'g.id', 'r.game_id')
    .innerJoin('casino_provider as p', 'p.id', 'x.provider_id')
    .where('x.created_at', '>=', filter.from)
    .where('x.created_at', '<', filter.until);
  if (filter.memberLoginId !== undefined) query = query.where('m.login_id', '=', filter.memberLoginId);
  if (filter.roundId !== undefined) query = query.where('x.round_id', '=', filter.roundId);
  const [rows, count] = await Promise.all([
    query
      .select([
        'x.id',
        'p.name as providerName',
        'x.transaction_uuid as transactionId',
        'x.reference_transaction_uuid as referenceTransactionId',
        'x.kind',
        'x.status',
        'x.amount',
        'x.balance_after as balanceAfter',
        'r.provider_round_id as round',
        'r.id as roundId',
        'g.id as gameId',
        'g.name as gameName',
        'm.id as memberId',
        'm.login_id as loginId',
        'm.nick',
        'x.ledger_tx_id as ledgerTxId',
        'x.created_at as createdAt',
      ])
      .orderBy('x.created_at', 'desc')
      .orderBy('x.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows as (Omit<(typeof rows)[number], 'kind' | 'status'> & {
      kind: CasinoTransactionKind;
      status: CasinoTransactionStatus;
    })[],
    total: Number(count.total),
  };
}

/** Per game over [from, until): rounds, players, bets and wins (rolled-back bets are out of the totals). */
export async function ggrByGame(db: Db, filter: { from: Date; until: Date; category?: 'casino' | 'slot' }) {
  let query = db
    .selectFrom('casino_round as r')
    .innerJoin('casino_game as g', 'g.id', 'r.game_id')
    .innerJoin('casino_provider as p', 'p.id', 'r.provider_id')
    .where('r.started_at', '>=', filter.from)
    .where('r.started_at', '<', filter.until)
    .where('r.status', '<>', 'rolled_back');
  if (filter.category !== undefined) query = query.where('g.category', '=', filter.category);
  const rows = await query
    .select([
      'g.id as gameId',
      'g.name as gameName',
      'p.name as providerName',
      'g.category',
      'g.rtp_bp as rtpBp',
      sql<string>`count(*)`.as('rounds'),
      sql<string>`count(distinct r.member_id)`.as('players'),
      sql<string>`coalesce(sum(r.total_bet), 0)`.as('bets'),
      sql<string>`coalesce(sum(r.total_win), 0)`.as('wins'),
    ])
    .groupBy(['g.id', 'g.name', 'p.name', 'g.category', 'g.rtp_bp'])
    .orderBy('g.id')
    .execute();
  const [players] = (
    await query.select(sql<string>`count(distinct r.member_id)`.as('players')).execute()
  ).map((row) => Number(row.players));
  return { rows, totalPlayers: players ?? 0 };
}

/** One KST day's rounds of a lobby: count, stakes and wins of the rounds started that day. */
export type CasinoDailyRow = {
  day: string;
  category: 'casino' | 'slot';
  bets: number;
  stakes: bigint;
  payouts: bigint;
};

/**
 * Rounds started since `from` by KST day and lobby (rolled-back rounds are out, as in the GGR per game):
 * a round's wins count on the day it started, like its bets.
 */
export async function casinoDailyRows(db: Db, from: Date): Promise<CasinoDailyRow[]> {
  const day = kstDayOf('r.started_at');
  const rows = await db
    .selectFrom('casino_round as r')
    .innerJoin('casino_game as g', 'g.id', 'r.game_id')
    .select([
      day.as('day'),
      'g.category',
      sql<string>`count(*)`.as('bets'),
      sql<string>`coalesce(sum(r.total_bet), 0)`.as('stakes'),
      sql<string>`coalesce(sum(r.total_win), 0)`.as('payouts'),
    ])
    .where('r.started_at', '>=', from)
    .where('r.status', '<>', 'rolled_back')
    .groupBy([day, 'g.category'])
    .execute();
  return rows.map((row) => ({
    day: row.day,
    category: row.category as 'casino' | 'slot',
    bets: Number(row.bets),
    stakes: BigInt(row.stakes),
    payouts: BigInt(row.payouts),
  }));
}
