import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** Where a bet stands; settlement (a later issue) moves it on from 'open'. */
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'cancelled';

/** Where a leg stands. */
export type BetLegStatus = 'open' | 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' | 'cancelled';

/** An accepted bet (migration 0006): the stake left cash in stake_tx_id. */
export interface BetTable {
  id: Generated<bigint>;
  member_id: number;
  kind: 'prematch' | 'inplay';
  status: ColumnType<BetStatus, BetStatus | undefined, BetStatus>;
  stake: bigint;
  /** x100, bonus included. */
  total_odds: number;
  /** x100 (100 = no bonus). */
  bonus_rate: number;
  /** floor(stake x total_odds / 100), whole won. */
  potential_payout: bigint;
  leg_count: number;
  is_odds_changed: boolean;
  stake_tx_id: bigint;
  idempotency_key: string;
  placed_at: Date;
  settled_at: NullableTimestamp;
}

/** One pick of a bet as it was accepted. */
export interface BetLegTable {
  bet_id: bigint;
  leg_no: number;
  fixture_id: bigint;
  market_id: number;
  outcome_id: bigint;
  feed_bet_id: string;
  sport_id: number;
  league_id: number;
  pick_name: string;
  base_line: string | null;
  /** x100, the price accepted. */
  odds: number;
  is_inplay: boolean;
  status: ColumnType<BetLegStatus, BetLegStatus | undefined, BetLegStatus>;
}

/** An in-play bet waiting out its delay for one session (taken once by /bet/addInplay). */
export interface InplayPendingBetTable {
  session_hash: string;
  member_id: number;
  /** The request as validated (betList, amount). */
  request: ColumnType<unknown, string, string>;
  idempotency_key: string;
  ready_at: Date;
  expires_at: Date;
  created_at: Timestamp;
}

/** The betting tables (migration 0006), part of `Database`. */
export interface BettingTables {
  bet: BetTable;
  bet_leg: BetLegTable;
  inplay_pending_bet: InplayPendingBetTable;
}
