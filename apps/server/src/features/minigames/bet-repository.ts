import { sql } from 'kysely';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { MinigameHistoryFilter } from './member-history.ts';

// Reads and writes of minigame_bet, and the locked reads a placement is judged on. A placement locks
// the member row first (one bet of a member at a time: the round totals of code 8 hold), then shares
// the round row (a draw waits for the bet to commit), then posts through the ledger.

/** The member's betting flags and cash account, the member row locked until the transaction ends. */
export async function lockBettor(trx: Trx, memberId: number) {
  const member = await trx
    .selectFrom('member')
    .select(['status', 'is_betting_blocked as isBettingBlocked'])
    .where('id', '=', memberId)
    // Not FOR UPDATE: that would wait on the key-share locks the call's own inserts (idempotent_reply,
    // minigame_bet) take on the member row in other calls, a deadlock.
    .forNoKeyUpdate()
    .executeTakeFirst();
  if (!member) return null;
  const account = await trx
    .selectFrom('account')
    .select('id')
    .where('member_id', '=', memberId)
    .where('kind', '=', 'cash')
    .executeTakeFirstOrThrow();
  return {
    isActive: member.status === 'active',
    isBettingBlocked: member.isBettingBlocked,
    cashAccountId: account.id,
  };
}

/** The game, its round (shared lock) and the database clock of this statement, or null without the round. */
export async function shareRound(trx: Trx, gameType: number, roundKey: string) {
  const row = await trx
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_game as g', 'g.game_type', 'r.game_type')
    .select([
      'r.id',
      'r.status',
      'r.close_at as closeAt',
      'g.is_enabled as isEnabled',
      'g.margin_bp as marginBp',
      'g.min_bet as minBet',
      'g.max_bet as maxBet',
      'g.max_win as maxWin',
      'g.round_max_bet as roundMaxBet',
      'g.round_max_win as roundMaxWin',
      sql<Date>`clock_timestamp()`.as('now'),
    ])
    .where('r.game_type', '=', gameType)
    .where('r.round_key', '=', roundKey)
    .forShare('r')
    .executeTakeFirst();
  return row ? { ...row, now: new Date(row.now) } : null;
}

/** The member's total stake and potential win on the round so far. */
export async function roundTotalsOf(trx: Trx, memberId: number, roundId: bigint) {
  const row = await trx
    .selectFrom('minigame_bet')
    .select([
      sql<string>`coalesce(sum(stake), 0)`.as('stake'),
      sql<string>`coalesce(sum(potential_win), 0)`.as('potentialWin'),
    ])
    .where('member_id', '=', memberId)
    .where('round_id', '=', roundId)
    .executeTakeFirstOrThrow();
  return { stake: BigInt(row.stake), potentialWin: BigInt(row.potentialWin) };
}

/** A bet to insert. */
export type NewMinigameBet = {
  memberId: number;
  gameType: number;
  roundId: bigint;
  roundKey: string;
  pick: number;
  odds: number;
  stake: bigint;
  potentialWin: bigint;
  idempotencyKey: string;
  stakeTxId: bigint;
  placedAt: Date;
};

/** Inserts an open bet; returns its row. */
export async function insertMinigameBet(trx: Trx, bet: NewMinigameBet): Promise<MinigameBetRow> {
  return trx
    .insertInto('minigame_bet')
    .values({
      member_id: bet.memberId,
      game_type: bet.gameType,
      round_id: bet.roundId,
      round_key: bet.roundKey,
      pick: bet.pick,
      odds: bet.odds,
      stake: bet.stake,
      potential_win: bet.potentialWin,
      idempotency_key: bet.idempotencyKey,
      stake_tx_id: bet.stakeTxId,
      placed_at: bet.placedAt,
    })
    .returning(betColumns)
    .executeTakeFirstOrThrow();
}

const betColumns = [
  'id',
  'member_id as memberId',
  'game_type as gameType',
  'round_key as roundKey',
  'pick',
  'odds',
  'stake',
  'potential_win as potentialWin',
  'status',
  'payout',
  'placed_at as placedAt',
  'settled_at as settledAt',
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
};

/** The member's own bets, newest first: of one round when given. */
export async function listMemberBets(
  db: Db,
  memberId: number,
  filter: { gameType?: number; roundKey?: string; limit: number; offset?: number },
): Promise<MinigameBetRow[]> {
  let query = db.selectFrom('minigame_bet').select(betColumns).where('member_id', '=', memberId);
  if (filter.gameType !== undefined) query = query.where('game_type', '=', filter.gameType);
  if (filter.roundKey !== undefined) query = query.where('round_key', '=', filter.roundKey);
  return query
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
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
    .selectFrom('minigame_bet')
    .where('member_id', '=', memberId)
    .where('game_type', 'in', [...filter.gameTypes]);
  if (filter.statuses) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.from) query = query.where('placed_at', '>=', filter.from);
  if (filter.until) query = query.where('placed_at', '<', filter.until);
  const [rows, count] = await Promise.all([
    query
      .select(betColumns)
      .orderBy('placed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
