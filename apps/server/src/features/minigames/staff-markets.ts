import {
  type MinigameMarketSetting,
  type StaffMinigameMarketList,
  staffMinigameMarketAuditAction,
  staffMinigameMarketsText,
} from '@hanpan/core/api/staff-minigame-markets';
import { staffMinigamesText } from '@hanpan/core/api/staff-minigames';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { pickProbabilities, returnToPlayer } from '@hanpan/core/minigames/markets';
import { marginOfMarket, marketsWithOdds } from '@hanpan/core/minigames/pricing';
import type { Db } from '../../lib/db/database.ts';
import type { StaffActor } from '../../lib/http/staff-actor.ts';
import { recordStaffAction } from '../staff/index.ts';
import { type MarketSettingRow, readMarketSettings, writeMarketSetting } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { limitsOf, type StaffMinigameOutcome } from './staff-present.ts';
import { lockStaffGame, readStaffGame } from './staff-repository.ts';

// The back office's odds screen of a game: each market's picks priced exactly as the lobby and addGame
// price them (core marketsWithOdds over the same margins), and a market's own margin and limits saved
// with a reason (audited with before and after).

const settingOf = (row: MarketSettingRow | undefined): MinigameMarketSetting => ({
  marginBp: row?.marginBp ?? null,
  maxBet: row?.maxBet === null || row?.maxBet === undefined ? null : Number(row.maxBet),
  maxWin: row?.maxWin === null || row?.maxWin === undefined ? null : Number(row.maxWin),
});

/** The markets read and save of the back office. */
export function createStaffMarketsService({ db, now }: { db: Db; now: () => Date }) {
  return {
    /** The game's markets: per pick its true chances, odds x100 and RTP; the market's settings. */
    async listMarkets(gameType: number): Promise<StaffMinigameMarketList | null> {
      const entry = miniGameOf(gameType);
      const [game, rows] = await Promise.all([readStaffGame(db, gameType), readMarketSettings(db, gameType)]);
      if (!entry || !game) return null;
      const family = miniFamilies[entry.family];
      const chances = pickProbabilities(family);
      const margins = marginsOf(game.marginBp, rows);
      const markets = marketsWithOdds(family, margins).map((market) => {
        const row = rows.find((candidate) => candidate.marketKey === market.key);
        return {
          key: market.key,
          name: market.name,
          ...settingOf(row),
          effectiveMarginBp: marginOfMarket(margins, market.key),
          updatedAt: row?.updatedAt.toISOString() ?? null,
          picks: market.picks.map((pick) => {
            const probability = chances.get(pick.code) ?? { won: 0, halfWon: 0, void: 0, lost: 1 };
            return { ...pick, probability, rtp: returnToPlayer(probability, pick.odds) };
          }),
        };
      });
      return { gameType, gameMarginBp: game.marginBp, limits: limitsOf(game), markets };
    },

    /** Saves one market's margin and limits (null: as the game), audited with before and after. */
    async saveMarket(
      actor: StaffActor,
      target: { gameType: number; marketKey: string },
      setting: MinigameMarketSetting,
      reason: string,
    ): Promise<StaffMinigameOutcome> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        // The game row's lock serializes saves of its markets (one audit line's before per save).
        const game = await lockStaffGame(trx, target.gameType);
        if (!game) return { kind: 'refused', message: staffMinigamesText.unknownGame };
        const [before] = (await readMarketSettings(trx, target.gameType)).filter(
          (row) => row.marketKey === target.marketKey,
        );
        await writeMarketSetting(
          trx,
          {
            ...target,
            marginBp: setting.marginBp,
            maxBet: setting.maxBet === null ? null : BigInt(setting.maxBet),
            maxWin: setting.maxWin === null ? null : BigInt(setting.maxWin),
          },
          at,
        );
        await recordStaffAction(trx, {
          staffId: actor.staffId,
          ip: actor.ip,
          action: staffMinigameMarketAuditAction,
          targetType: 'minigame_market',
          targetId: `${target.gameType}:${target.marketKey}`,
          before: settingOf(before),
          after: setting,
          reason,
        });
        return { kind: 'ok', message: staffMinigameMarketsText.marketSaved };
      });
    },
  };
}
