import type { MinigameRoundStatus } from '@hanpan/core/api/minigames';
import type { MinigameSettings } from '@hanpan/core/api/staff-minigames';
import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';
import { type RoundRow, roundColumns } from './round-repository.ts';

// The back office's reads and writes of minigame_game and minigame_round (never the chain's secret).

/** A game's row as the back office shows and saves it. */
export type StaffGameRow = {
  gameType: number;
  isEnabled: boolean;
  periodMinutes: number;
  closeSeconds: number;
  marginBp: number;
  lateVoidSeconds: number | null;
  updatedAt: Date;
  minBet: bigint;
  maxBet: bigint;
  maxWin: bigint;
  roundMaxBet: bigint;
  roundMaxWin: bigint;
};

const gameColumns = [
  'game_type as gameType',
  'is_enabled as isEnabled',
  'period_minutes as periodMinutes',
  'close_seconds as closeSeconds',
  'margin_bp as marginBp',
  'late_void_seconds as lateVoidSeconds',
  'updated_at as updatedAt',
  'min_bet as minBet',
  'max_bet as maxBet',
  'max_win as maxWin',
  'round_max_bet as roundMaxBet',
  'round_max_win as roundMaxWin',
] as const;

/** Every game row, by game type. */
export async function listStaffGames(db: Db): Promise<StaffGameRow[]> {
  return db.selectFrom('minigame_game').select(gameColumns).orderBy('game_type').execute();
}

/** One game's row, or undefined when the game has no row. */
export async function readStaffGame(db: Db, gameType: number): Promise<StaffGameRow | undefined> {
  return db
    .selectFrom('minigame_game')
    .select(gameColumns)
    .where('game_type', '=', gameType)
    .executeTakeFirst();
}

/** One game's row locked for a settings change, or undefined when the game has no row. */
export async function lockStaffGame(trx: Trx, gameType: number): Promise<StaffGameRow | undefined> {
  return trx
    .selectFrom('minigame_game')
    .select(gameColumns)
    .where('game_type', '=', gameType)
    .forUpdate()
    .executeTakeFirst();
}

/** Writes one game's settings (its limits too when given). */
export async function writeStaffGame(
  trx: Trx,
  gameType: number,
  settings: MinigameSettings,
  now: Date,
): Promise<void> {
  await trx
    .updateTable('minigame_game')
    .set({
      is_enabled: settings.isEnabled,
      period_minutes: settings.periodMinutes,
      close_seconds: settings.closeSeconds,
      margin_bp: settings.marginBp,
      late_void_seconds: settings.lateVoidSeconds,
      ...(settings.limits
        ? {
            min_bet: BigInt(settings.limits.minBet),
            max_bet: BigInt(settings.limits.maxBet),
            max_win: BigInt(settings.limits.maxWin),
            round_max_bet: BigInt(settings.limits.roundMaxBet),
            round_max_win: BigInt(settings.limits.roundMaxWin),
          }
        : {}),
      updated_at: now,
    })
    .where('game_type', '=', gameType)
    .execute();
}

/** True when the game has a round numbered on the KST day 'YYYY-MM-DD'. */
export async function hasRoundOnDay(db: Db, gameType: number, kstDate: string): Promise<boolean> {
  const row = await db
    .selectFrom('minigame_round')
    .select('id')
    .where('game_type', '=', gameType)
    .where('round_key', 'like', `${kstDate}-%`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Each game's latest round (the current one, or the last drawn while the next is not created yet). */
export async function latestRounds(
  db: Db,
): Promise<{ gameType: number; roundKey: string; status: MinigameRoundStatus; drawAt: Date }[]> {
  return db
    .selectFrom('minigame_round')
    .distinctOn('game_type')
    .select(['game_type as gameType', 'round_key as roundKey', 'status', 'draw_at as drawAt'])
    .orderBy('game_type')
    .orderBy('draw_at', 'desc')
    .execute();
}

/** One page of the game's rounds, newest first, and how many it has. */
export async function pageRounds(
  db: Db,
  gameType: number,
  offset: number,
  limit: number,
): Promise<{ rows: (RoundRow & { id: bigint })[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('minigame_round')
      .select([...roundColumns, 'id'])
      .where('game_type', '=', gameType)
      .orderBy('draw_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute(),
    db
      .selectFrom('minigame_round')
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .where('game_type', '=', gameType)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
