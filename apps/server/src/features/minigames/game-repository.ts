import type { Db } from '../../lib/db/database.ts';

// Reads and writes of minigame_game: each game's switch, period, close seconds and late-void limit.

/** A game's settings row. */
export type GameSettingsRow = {
  gameType: number;
  isEnabled: boolean;
  periodMinutes: number;
  closeSeconds: number;
  lateVoidSeconds: number | null;
  marginBp: number;
  updatedAt: Date;
};

/** Every game's settings, by game type. */
export async function readGameSettings(db: Db): Promise<GameSettingsRow[]> {
  return db
    .selectFrom('minigame_game')
    .select([
      'game_type as gameType',
      'is_enabled as isEnabled',
      'period_minutes as periodMinutes',
      'close_seconds as closeSeconds',
      'late_void_seconds as lateVoidSeconds',
      'margin_bp as marginBp',
      'updated_at as updatedAt',
    ])
    .orderBy('game_type')
    .execute();
}

/** Switches a game on or off (tests and, later, the back office). */
export async function setGameEnabled(db: Db, gameType: number, isEnabled: boolean, now: Date): Promise<void> {
  await db
    .updateTable('minigame_game')
    .set({ is_enabled: isEnabled, updated_at: now })
    .where('game_type', '=', gameType)
    .execute();
}

/** Sets how late a round may be drawn before it is voided instead (null: never voided). */
export async function setLateVoidSeconds(db: Db, gameType: number, seconds: number | null): Promise<void> {
  await db
    .updateTable('minigame_game')
    .set({ late_void_seconds: seconds })
    .where('game_type', '=', gameType)
    .execute();
}

/** A game's bet limits, whole won (migration 0014). */
export type GameBetLimits = {
  minBet: bigint;
  maxBet: bigint;
  maxWin: bigint;
  roundMaxBet: bigint;
  roundMaxWin: bigint;
};

/** Sets a game's bet limits (tests and, later, the back office). */
export async function setGameBetLimits(
  db: Db,
  gameType: number,
  limits: Partial<GameBetLimits>,
): Promise<void> {
  await db
    .updateTable('minigame_game')
    .set({
      ...(limits.minBet === undefined ? {} : { min_bet: limits.minBet }),
      ...(limits.maxBet === undefined ? {} : { max_bet: limits.maxBet }),
      ...(limits.maxWin === undefined ? {} : { max_win: limits.maxWin }),
      ...(limits.roundMaxBet === undefined ? {} : { round_max_bet: limits.roundMaxBet }),
      ...(limits.roundMaxWin === undefined ? {} : { round_max_win: limits.roundMaxWin }),
    })
    .where('game_type', '=', gameType)
    .execute();
}
