import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** Status of a market or outcome in the sports catalogue. */
export type CatalogueStatus = 'open' | 'suspended' | 'settled';

/** A sport as menus list it: our id (201..208, 299) and its LSports id (migration 0003, seeded). */
export interface SportTable {
  id: number;
  lsports_id: number | null;
  name_ko: string;
  sort_order: number;
  is_visible: Generated<boolean>;
}

/** A region (LSports Location), keyed by the feed's id. */
export interface RegionTable {
  id: number;
  name: string;
  updated_at: Timestamp;
}

/** A league, keyed by the feed's id; visibility and order are staff settings the feed never overwrites. */
export interface LeagueTable {
  id: number;
  sport_id: number;
  region_id: number | null;
  name: string;
  is_visible: Generated<boolean>;
  sort_order: Generated<number>;
  updated_at: Timestamp;
}

/** A fixture keyed by the feed's FixtureId, with its live score and the feed position of each part. */
export interface FixtureTable {
  id: bigint;
  sport_id: number;
  league_id: number;
  home_id: number | null;
  home_name: Generated<string>;
  away_id: number | null;
  away_name: Generated<string>;
  start_at: Date;
  /** TRADE360 fixture status: 1 not started, 2 in progress, 3 finished, 4 cancelled ... 9 about to start. */
  status: number;
  score_home: number | null;
  score_away: number | null;
  current_period: number | null;
  clock_seconds: number | null;
  /** When the live score last brought a different clock (migration 0008). */
  clock_at: NullableTimestamp;
  /** JSON array of { type, isFinished, isConfirmed, home, away }. */
  periods: ColumnType<unknown, string | undefined, string>;
  /** JSON array of core LiveIncident, oldest first (migration 0008). */
  incidents: ColumnType<unknown, string | undefined, string>;
  /** JSON {home, away} red cards, null for sports without cards (migration 0008). */
  red_cards: ColumnType<unknown, string | null | undefined, string | null>;
  metadata_feed_at: NullableTimestamp;
  metadata_msg_seq: bigint | null;
  livescore_feed_at: NullableTimestamp;
  livescore_msg_seq: bigint | null;
  updated_at: Timestamp;
}

/** A market of a fixture by the feed's market id (the spec's GameSubId). */
export interface MarketTable {
  fixture_id: bigint;
  market_id: number;
  name: Generated<string>;
  /** The base line of the most balanced open line, null for markets without lines. */
  main_line: string | null;
  status: ColumnType<CatalogueStatus, CatalogueStatus | undefined, CatalogueStatus>;
  /** Why the feed suspended it (core SuspendReason code), null whenever open (migration 0008). */
  suspend_reason: ColumnType<string | null, string | null | undefined, string | null>;
  updated_at: Timestamp;
}

/** One pick of a market; prices are decimal odds x100, lines raw and in hundredths. */
export interface OutcomeTable {
  id: Generated<bigint>;
  /** The feed's bet id (64-bit, kept as text). */
  bet_id: string;
  fixture_id: bigint;
  market_id: number;
  name: string;
  line_raw: string | null;
  base_line_raw: string | null;
  line_value: number | null;
  start_price: number | null;
  price: number;
  status: CatalogueStatus;
  /** -1 cancelled, 1 loser, 2 winner, 3 refund, 4 half lost, 5 half won. */
  settlement: number | null;
  settled_at: NullableTimestamp;
  provider_bet_id: string | null;
  feed_at: NullableTimestamp;
  msg_seq: bigint | null;
  updated_at: Timestamp;
}

/** An outcome row as selected (for code that plans writes without querying). */
export type SelectedOutcome = Selectable<OutcomeTable>;

/** One settlement value given to an outcome (append-only history, cancellations included). */
export interface OutcomeSettlementTable {
  id: Generated<bigint>;
  outcome_id: bigint;
  previous: number | null;
  settlement: number | null;
  msg_id: string;
  recorded_at: Timestamp;
}

/** A feed message already applied, by its MsgId. */
export interface FeedMessageTable {
  msg_id: string;
  type: number;
  msg_seq: bigint | null;
  received_at: Timestamp;
}

/** The sports catalogue (migration 0003) and settings (migration 0004) tables, part of `Database`. */
export interface SportsTables {
  sport: SportTable;
  region: RegionTable;
  league: LeagueTable;
  fixture: FixtureTable;
  market: MarketTable;
  outcome: OutcomeTable;
  outcome_settlement: OutcomeSettlementTable;
  feed_message: FeedMessageTable;
  sports_override: SportsOverrideTable;
  member_favourite_league: MemberFavouriteLeagueTable;
}

/** A league a member starred (migration 0008); created_at orders a member's stars oldest first. */
export interface MemberFavouriteLeagueTable {
  member_id: number;
  league_id: number;
  created_at: Timestamp;
}

/** A manual override of a fixture, market or outcome (migration 0004); the feed never writes it. */
export interface SportsOverrideTable {
  /** 'fixture:<id>', 'market:<fixtureId>:<marketId>' or 'outcome:<betId>'. */
  target_key: string;
  kind: 'fixture' | 'market' | 'outcome';
  fixture_id: bigint;
  market_id: number | null;
  bet_id: string | null;
  is_suspended: boolean;
  /** Decimal odds x100 replacing the feed's and the margin (outcomes only). */
  price: number | null;
  reason: string;
  staff_id: number | null;
  updated_at: Timestamp;
}
