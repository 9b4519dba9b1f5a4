import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './column-types.ts';

/** A jsonb column: read parsed, written as JSON text. */
type Jsonb = ColumnType<unknown, string | null | undefined, string | null>;

/** A mini-game as staff run it (migration 0012): one row per catalogue game. */
export interface MinigameGameTable {
  game_type: number;
  is_enabled: Generated<boolean>;
  period_minutes: number;
  close_seconds: Generated<number>;
  margin_bp: Generated<number>;
  /** Rounds drawn this many seconds late or later are voided; null draws them however late. */
  late_void_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: Timestamp;
  /** Bet limits (migration 0014), whole won: per bet, and per member and round. */
  min_bet: Generated<bigint>;
  max_bet: Generated<bigint>;
  max_win: Generated<bigint>;
  round_max_bet: Generated<bigint>;
  round_max_win: Generated<bigint>;
}

/** A game's hash chain (migration 0012); terminal_seed is secret and never leaves the server. */
export interface MinigameSeedChainTable {
  id: Generated<number>;
  game_type: number;
  anchor: string;
  length: number;
  terminal_seed: string;
  next_index: Generated<number>;
  created_at: Timestamp;
}

/** One round of a game (migration 0012); seed and result stay null until it is drawn. */
export interface MinigameRoundTable {
  id: Generated<bigint>;
  game_type: number;
  round_key: string;
  chain_id: number;
  chain_index: number;
  close_at: Date;
  draw_at: Date;
  commitment: string;
  seed: string | null;
  result: Jsonb;
  summary: Jsonb;
  status: ColumnType<'open' | 'drawn' | 'void', 'open' | 'drawn' | 'void' | undefined>;
  drawn_at: NullableTimestamp;
  created_at: Timestamp;
  /** A virtual event's card (migration 0039); null on a mini-game's round. */
  card: Jsonb;
  /** When a virtual event's race or match ends (its bets settle then); null on a mini-game's round. */
  finish_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** When the finished event was applied to the rosters (written once). */
  finished_at: NullableTimestamp;
  /** A drawn virtual event's winning picks with the prices sold (migration 0040); else null. */
  paid: Jsonb;
}

/** A mini-game bet (migration 0014): open until its round is drawn or voided. */
export interface MinigameBetTable {
  id: Generated<bigint>;
  member_id: number;
  game_type: number;
  round_id: bigint;
  round_key: string;
  pick: number;
  odds: number;
  stake: bigint;
  potential_win: bigint;
  status: ColumnType<
    'open' | 'won' | 'lost' | 'void' | 'half_won',
    'open' | undefined,
    'won' | 'lost' | 'void' | 'half_won'
  >;
  payout: ColumnType<bigint | null, undefined, bigint>;
  idempotency_key: string;
  stake_tx_id: bigint;
  payout_tx_id: ColumnType<bigint | null, undefined, bigint | null>;
  placed_at: Date;
  settled_at: ColumnType<Date | null, undefined, Date>;
}

/** A market's own margin and limits (migration 0015); null columns follow the game. */
export interface MinigameMarketSettingTable {
  game_type: number;
  market_key: string;
  margin_bp: number | null;
  max_bet: bigint | null;
  max_win: bigint | null;
  updated_at: Timestamp;
}

/** A greyhound or horse of the kennel or stable (migration 0039). */
export interface VirtualRunnerTable {
  id: Generated<number>;
  kind: 'greyhound' | 'horse';
  name: string;
  colour: string;
  rating: number;
  /** Finishing positions, newest first (at most 5). */
  form: Generated<number[]>;
  runs: Generated<number>;
  wins: Generated<number>;
  updated_at: Timestamp;
}

/** A soccer or basketball team of the league with its table row (migration 0039). */
export interface VirtualTeamTable {
  id: Generated<number>;
  kind: 'soccer' | 'basketball';
  name: string;
  short: string;
  colour: string;
  attack: number;
  defence: number;
  played: Generated<number>;
  won: Generated<number>;
  drawn: Generated<number>;
  lost: Generated<number>;
  scored: Generated<number>;
  conceded: Generated<number>;
  points: Generated<number>;
  /** Results newest first ('W' | 'D' | 'L', at most 5). */
  form: Generated<string[]>;
  updated_at: Timestamp;
}

/** The mini-game tables. */
export interface MinigamesTables {
  minigame_game: MinigameGameTable;
  minigame_seed_chain: MinigameSeedChainTable;
  minigame_round: MinigameRoundTable;
  minigame_bet: MinigameBetTable;
  minigame_market_setting: MinigameMarketSettingTable;
  virtual_runner: VirtualRunnerTable;
  virtual_team: VirtualTeamTable;
}
