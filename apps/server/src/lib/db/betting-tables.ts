import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** Where a bet stands; settlement moves it on from 'open' (and resettlement may move it back). */
export type BetStatus = 'open' | 'won' | 'lost' | 'void' | 'partial' | 'cancelled';

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
  /** What the current settlement credited (null while never settled). */
  payout: ColumnType<bigint | null, bigint | null | undefined, bigint | null>;
  /** Odds x100 the settlement paid at (void legs 1.00, halves, bonus recounted). */
  settled_odds: ColumnType<number | null, number | null | undefined, number | null>;
  /** +1 per settlement or resettlement; keys the ledger transactions of each. */
  settle_version: Generated<number>;
  /** {minBonusOdds, bonusRateList} in force at acceptance (JSON). */
  bonus_rule: ColumnType<unknown, string | null | undefined, string | null>;
  is_hidden: Generated<boolean>;
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
  /** The settlement value the status came from (TRADE360 -1..5); null while open. */
  settlement: ColumnType<number | null, number | null | undefined, number | null>;
  settled_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** One settlement of a bet (append-only history). */
export interface BetSettlementTable {
  id: Generated<bigint>;
  bet_id: bigint;
  version: number;
  status: BetStatus;
  payout: bigint;
  previous_payout: bigint;
  reversal_tx_id: bigint | null;
  payout_tx_id: bigint | null;
  source: 'feed' | 'manual' | 'catch_up';
  created_at: Timestamp;
}

/** A staff member's settlement value for one outcome; wins over the feed's until deleted (undo). */
export interface ManualSettlementTable {
  outcome_id: bigint;
  fixture_id: bigint;
  market_id: number;
  settlement: number;
  reason: string;
  staff_id: number | null;
  created_at: Timestamp;
}

/** What a member owes after a resettlement took back more than their cash; later credits repay it. */
export interface MemberDebtTable {
  id: Generated<bigint>;
  member_id: number;
  bet_id: bigint | null;
  amount: bigint;
  repaid: Generated<bigint>;
  created_tx_id: bigint;
  created_at: Timestamp;
  cleared_at: NullableTimestamp;
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

/** The betting tables (migrations 0006 and 0007), part of `Database`. */
export interface BettingTables {
  bet: BetTable;
  bet_leg: BetLegTable;
  inplay_pending_bet: InplayPendingBetTable;
  bet_settlement: BetSettlementTable;
  manual_settlement: ManualSettlementTable;
  member_debt: MemberDebtTable;
}
