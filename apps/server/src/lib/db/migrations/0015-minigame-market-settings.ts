import { type Kysely, sql } from 'kysely';

// Per-market settings of a mini-game (issue 15 "Back office"): a market priced with its own margin
// instead of the game's, and its own stake and win limits on top of the game's. A null column means
// "as the game": no row at all is the same as a row of nulls. Read on every bet and games list (never
// cached), so a save is in force at once in every server process.

const statements = [
  `create table minigame_market_setting (
    game_type integer not null references minigame_game (game_type),
    market_key text not null,
    margin_bp integer check (margin_bp between 0 and 2000),
    max_bet bigint check (max_bet > 0),
    max_win bigint check (max_win > 0),
    updated_at timestamptz not null default now(),
    primary key (game_type, market_key)
  )`,
];

/** The market settings table. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

/** Drops what up() made. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table minigame_market_setting').execute(db);
}
