import type { Db } from '../../lib/db/database.ts';
import type { Trx } from '../../lib/db/transaction.ts';

// Reads and writes of minigame_market_setting: a market's own margin and limits (null: as the game).
// Read fresh by every placement (in its own read, placement-repository.ts) and games list, never
// cached, so a save is in force at once everywhere.

/** A market's own settings row. */
export type MarketSettingRow = {
  gameType: number;
  marketKey: string;
  marginBp: number | null;
  maxBet: bigint | null;
  maxWin: bigint | null;
  updatedAt: Date;
};

const columns = [
  'game_type as gameType',
  'market_key as marketKey',
  'margin_bp as marginBp',
  'max_bet as maxBet',
  'max_win as maxWin',
  'updated_at as updatedAt',
] as const;

/** The market settings of one game, or of every game when no game type is given. */
export async function readMarketSettings(db: Db, gameType?: number): Promise<MarketSettingRow[]> {
  let query = db.selectFrom('minigame_market_setting').select(columns);
  if (gameType !== undefined) query = query.where('game_type', '=', gameType);
  return query.orderBy('game_type').orderBy('market_key').execute();
}

/** Writes one market's settings (insert or replace). */
export async function writeMarketSetting(
  trx: Trx,
  setting: Omit<MarketSettingRow, 'updatedAt'>,
  now: Date,
): Promise<void> {
  const values = { margin_bp: setting.marginBp, max_bet: setting.maxBet, max_win: setting.maxWin };
  await trx
    .insertInto('minigame_market_setting')
    .values({ game_type: setting.gameType, market_key: setting.marketKey, ...values, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['game_type', 'market_key']).doUpdateSet({ ...values, updated_at: now }),
    )
    .execute();
}
