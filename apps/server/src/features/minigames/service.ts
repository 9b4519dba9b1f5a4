import type { ApiReply } from '@hanpan/core/api/envelope';
import {
  type MinigameGameList,
  type MinigameRoundList,
  type MinigameVerifyData,
  minigameCode,
  minigameText,
} from '@hanpan/core/api/minigames';
import { miniGameOf } from '@hanpan/core/minigames/catalogue';
import { miniFamilies } from '@hanpan/core/minigames/families';
import { marketsWithOdds } from '@hanpan/core/minigames/pricing';
import { streamMessage } from '@hanpan/core/minigames/provably-fair';
import { isRoundPeriod, roundAt, roundKeyOf } from '@hanpan/core/minigames/schedule';
import type { Db } from '../../lib/db/database.ts';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { readGameSettings } from './game-repository.ts';
import { readMarketSettings } from './market-repository.ts';
import { marginsOf } from './market-settings.ts';
import { presentRound } from './present.ts';
import { chainAnchor, recentClosedRounds, roundsByKey, roundsOfGames } from './round-repository.ts';
import { presentVirtualGame } from './virtual-games.ts';
import { virtualOf } from './virtual-models.ts';
import { liveEventsOf } from './virtual-repository.ts';

/** The public reads of games and rounds (no login). */
/** The family filter of every mini-game family: the mini-game menus need no virtual event. */
const miniFamilyFilter = 'mini';

export type MinigamesService = {
  /**
   * The enabled games, of one family when given ('virtual': the virtual games with their events; 'mini':
   * every mini-game, none of the virtual games and their priced events).
   */
  listGames(family?: string): Promise<ApiReply<MinigameGameList>>;
  listRounds(gameType: number, limit: number): Promise<ApiReply<MinigameRoundList>>;
  verify(gameType: number, roundKey: string): Promise<ApiReply<MinigameVerifyData | { message: string }>>;
};

/** Builds the public mini-game reads (virtual games at `virtualSpeed`, default 1). */
export function createMinigamesService(deps: {
  db: Db;
  now: () => Date;
  virtualSpeed?: number;
}): MinigamesService {
  const { db } = deps;
  return {
    async listGames(family) {
      const at = deps.now();
      const now = at.getTime();
      const settings = (await readGameSettings(db)).filter((game) => game.isEnabled);
      const games = [];
      const virtualGames = [];
      for (const game of settings) {
        const virtual = virtualOf(game.gameType);
        if (virtual && (family === undefined || family === virtual.family))
          virtualGames.push({ game, entry: virtual });
        const entry = miniGameOf(game.gameType);
        if (!entry || !isRoundPeriod(game.periodMinutes)) continue;
        if (family !== undefined && family !== miniFamilyFilter && family !== entry.family) continue;
        games.push({ game, entry, roundKey: roundKeyOf(roundAt(now, game.periodMinutes)) });
      }
      const [rows, marketSettings, events] = await Promise.all([
        roundsOfGames(
          db,
          games.map(({ game, roundKey }) => ({ gameType: game.gameType, roundKey })),
        ),
        readMarketSettings(db),
        liveEventsOf(
          db,
          virtualGames.map(({ game }) => game.gameType),
          at,
        ),
      ]);
      const rulesOf = (gameType: number) => marketSettings.filter((setting) => setting.gameType === gameType);
      const virtualList = virtualGames.map(({ game, entry }) =>
        presentVirtualGame({
          game,
          entry,
          rules: rulesOf(game.gameType),
          events: events.filter((row) => row.gameType === game.gameType),
          speed: deps.virtualSpeed ?? 1,
          now: at,
        }),
      );
      const miniList = games.map(({ game, entry, roundKey }) => {
        const current = rows.find((row) => row.gameType === game.gameType && row.roundKey === roundKey);
        return {
          gameType: game.gameType,
          code: entry.code,
          name: entry.name,
          family: entry.family,
          periodMinutes: game.periodMinutes,
          closeSeconds: game.closeSeconds,
          current: current ? presentRound(current) : null,
          markets: marketsWithOdds(
            miniFamilies[entry.family],
            marginsOf(
              game.marginBp,
              marketSettings.filter((setting) => setting.gameType === game.gameType),
            ),
          ),
        };
      });
      return okReply({ list: [...miniList, ...virtualList] });
    },

    async listRounds(gameType, limit) {
      const rows = await recentClosedRounds(db, gameType, limit);
      return okReply({ list: rows.map(presentRound) });
    },

    async verify(gameType, roundKey) {
      const [row] = await roundsByKey(db, gameType, [roundKey]);
      if (!row) return codeReply(minigameCode.roundNotFound, { message: minigameText.roundNotFound });
      return okReply({
        round: presentRound(row),
        message: streamMessage(gameType, roundKey, 0),
        anchor: await chainAnchor(db, row.chainId),
        chainSteps: row.chainIndex + 1,
      });
    },
  };
}
