import { sql } from 'kysely';
import { compileQuery } from '../../lib/db/compiled-query.ts';
import type { Db } from '../../lib/db/database.ts';
import { arrayOf } from '../../lib/db/pg-array.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import type { IdempotentReply } from '../../lib/http/envelope.ts';
import type { ClaimRow, StoredRow } from '../../lib/idempotency/repository.ts';
import type { PlannedMovement } from '../wallet/index.ts';
import type { MarketRule } from './market-settings.ts';

// A mini-game placement's reads (one statement, no locks, before its transaction: the market settings
// read fresh with them, so a staff save is in force for the next bet) and its writes (one
// statement, minigame_bet_place of migration 0036, which locks the member row, shares the round row
// and checks the round's close and the member's round totals again by the database clock).

/** The member's betting flags and cash account. */
export type MinigameBettor = { isActive: boolean; isBettingBlocked: boolean; cashAccountId: number };

/** The round, its game's settings and limits, the member and their totals on it, as read before a placement. */
export type PlacementFacts = {
  roundId: bigint;
  status: 'open' | 'drawn' | 'void';
  closeAt: Date;
  isEnabled: boolean;
  marginBp: number;
  minBet: bigint;
  maxBet: bigint;
  maxWin: bigint;
  roundMaxBet: bigint;
  roundMaxWin: bigint;
  /** Null when there is no such member (or no cash account). */
  bettor: MinigameBettor | null;
  /** The member's stake and potential win on the round so far. */
  roundStake: bigint;
  roundPotentialWin: bigint;
  /** The database clock of the read: the bet's placed_at. */
  now: Date;
  /** The id the bet takes if it is placed (reserved from its sequence: the reply names it before the write). */
  betId: bigint;
  /** The game's market settings rows. */
  markets: MarketRule[];
  /** A virtual event's card (its picks and prices are its own); null on a mini-game's round. */
  card: unknown;
};

/** A market settings row as the read's jsonb carries it (bigints as text). */
type MarketJson = {
  marketKey: string;
  marginBp: number | null;
  maxBet: string | null;
  maxWin: string | null;
};

// Compiled once (Kysely built and compiled it on each bet). The totals' subqueries name the member
// through the joined row (none when there is no such member, as with no bet of theirs).
const placementFacts = compileQuery((db, memberId: number, gameType: number, roundKey: string) =>
  db
    .selectFrom('minigame_round as r')
    .innerJoin('minigame_game as g', 'g.game_type', 'r.game_type')
    .leftJoin('member as m', (join) => join.on('m.id', '=', memberId))
    .leftJoin('account as a', (join) => join.onRef('a.member_id', '=', 'm.id').on('a.kind', '=', 'cash'))
    .select([
      'r.id',
      'r.status',
      'r.close_at as closeAt',
      'r.card',
      'g.is_enabled as isEnabled',
      'g.margin_bp as marginBp',
      'g.min_bet as minBet',
      'g.max_bet as maxBet',
      'g.max_win as maxWin',
      'g.round_max_bet as roundMaxBet',
      'g.round_max_win as roundMaxWin',
      'm.status as memberStatus',
      'm.is_betting_blocked as isBettingBlocked',
      'a.id as cashAccountId',
      sql<string>`(select coalesce(sum(b.stake), 0) from minigame_bet b
        where b.member_id = m.id and b.round_id = r.id)`.as('roundStake'),
      sql<string>`(select coalesce(sum(b.potential_win), 0) from minigame_bet b
        where b.member_id = m.id and b.round_id = r.id)`.as('roundPotentialWin'),
      sql<Date>`clock_timestamp()`.as('now'),
      sql<string>`nextval(pg_get_serial_sequence('minigame_bet', 'id'))`.as('betId'),
      sql<MarketJson[]>`(select coalesce(jsonb_agg(jsonb_build_object('marketKey', s.market_key,
        'marginBp', s.margin_bp, 'maxBet', s.max_bet::text, 'maxWin', s.max_win::text)), '[]'::jsonb)
        from minigame_market_setting s where s.game_type = r.game_type)`.as('markets'),
    ])
    .where('r.game_type', '=', gameType)
    .where('r.round_key', '=', roundKey),
);

/**
 * The round and game, the game's market settings, the member, their totals on the round, the
 * database clock and a reserved bet id, in one statement without locks; null without the round.
 */
export async function readPlacementFacts(
  db: Db,
  memberId: number,
  gameType: number,
  roundKey: string,
): Promise<PlacementFacts | null> {
  const [row] = await placementFacts(db, memberId, gameType, roundKey);
  if (!row) return null;
  const bettor =
    row.memberStatus === null || row.isBettingBlocked === null || row.cashAccountId === null
      ? null
      : {
          isActive: row.memberStatus === 'active',
          isBettingBlocked: row.isBettingBlocked,
          cashAccountId: row.cashAccountId,
        };
  return {
    roundId: row.id,
    status: row.status,
    closeAt: new Date(row.closeAt),
    isEnabled: row.isEnabled,
    marginBp: row.marginBp,
    minBet: row.minBet,
    maxBet: row.maxBet,
    maxWin: row.maxWin,
    roundMaxBet: row.roundMaxBet,
    roundMaxWin: row.roundMaxWin,
    bettor,
    roundStake: BigInt(row.roundStake),
    roundPotentialWin: BigInt(row.roundPotentialWin),
    now: new Date(row.now),
    betId: BigInt(row.betId),
    card: row.card,
    markets: row.markets.map((market) => ({
      marketKey: market.marketKey,
      marginBp: market.marginBp,
      maxBet: market.maxBet === null ? null : BigInt(market.maxBet),
      maxWin: market.maxWin === null ? null : BigInt(market.maxWin),
    })),
  };
}

/** A bet to write (its id reserved by readPlacementFacts). */
export type MinigameBetWrite = {
  id: bigint;
  memberId: number;
  gameType: number;
  roundId: bigint;
  roundKey: string;
  pick: number;
  odds: number;
  stake: bigint;
  potentialWin: bigint;
  idempotencyKey: string;
  placedAt: Date;
};

/** An accepted bet's one-statement write: its claim and reply, its planned stake, the bet. */
export type MinigameBetPlacement = {
  claim: ClaimRow;
  reply: IdempotentReply;
  stake: PlannedMovement;
  bet: MinigameBetWrite;
};

/** What minigame_bet_place did: placed the bet, met a ledger key used before, an earlier row, or none. */
export type MinigameBetPlaced =
  | { kind: 'placed' }
  | { kind: 'duplicate' }
  | { kind: 'stored'; row: StoredRow }
  | { kind: 'vanished' };

/**
 * Claims the key with the reply, checks the round and the member's round totals again, posts the
 * stake and inserts the bet, in one round trip (minigame_bet_place, migration 0036); or answers the
 * row an earlier request stored under the key. A closed round raises SQLSTATE HL002, passed round
 * limits HL003, a short balance HL001: nothing of the statement stays.
 */
export async function placeMinigameBetInOne(
  trx: Trx,
  placement: MinigameBetPlacement,
): Promise<MinigameBetPlaced> {
  const { claim, stake, bet } = placement;
  const betRow = {
    id: bet.id.toString(),
    game_type: bet.gameType,
    round_id: bet.roundId.toString(),
    round_key: bet.roundKey,
    pick: bet.pick,
    odds: bet.odds,
    stake: bet.stake.toString(),
    potential_win: bet.potentialWin.toString(),
    idempotency_key: bet.idempotencyKey,
    placed_at: bet.placedAt.toISOString(),
  };
  const result = await sql<StoredRow & { is_claimed: boolean; is_duplicate: boolean }>`
    select is_claimed, is_duplicate, stored_member_id as member_id, stored_staff_id as staff_id,
      stored_operation as operation, stored_request_hash as request_hash, stored_reply as reply
    from minigame_bet_place(${claim.key}::text, ${bet.memberId}::integer, ${claim.operation}::text,
      ${claim.request_hash}::text, ${JSON.stringify(placement.reply)}::jsonb, ${stake.why}::text,
      ${stake.reference}::text, ${stake.key}::text, ${arrayOf(stake.accountIds, 'integer')},
      ${arrayOf(stake.amounts, 'bigint')}, ${JSON.stringify(betRow)}::jsonb)`.execute(trx);
  const row = result.rows[0];
  // Pruned between the claim's insert and its read: take the key again.
  if (!row) return { kind: 'vanished' };
  if (!row.is_claimed) return { kind: 'stored', row };
  return row.is_duplicate ? { kind: 'duplicate' } : { kind: 'placed' };
}
