import type { ApiReply } from '@hanpan/core/api/envelope';
import {
  type addGameRequestSchema,
  type MinigameBetList,
  minigameBetCode,
  type minigameBetsRequestSchema,
  minigameBetText,
} from '@hanpan/core/api/minigame-bets';
import type { MinigameBetsSettledMessage, UserQueueName } from '@hanpan/core/api/realtime';
import { parseGameUid } from '@hanpan/core/minigames/catalogue';
import type { z } from 'zod';
import type { Db } from '../../lib/db/database.ts';
import { codeReply, type IdempotentReply, okReply } from '../../lib/http/envelope.ts';
import type { RealtimePublisher } from '../../lib/realtime/realtime.ts';
import type { NotifyUserContextChanged } from '../auth/index.ts';
import { listMemberBets } from './bet-repository.ts';
import { placeMinigameBet } from './place-bet.ts';
import { presentMinigameBet } from './present-bet.ts';
import { type SettleReport, settleClosedRounds } from './settle-round.ts';

/** Mini-game betting: placing a bet, the member's own bets, and settling closed rounds. */
export type MinigameBetsService = {
  /** POST /api/bet/addGame: places the bet under the member's idempotency key. */
  place(memberId: number, body: z.infer<typeof addGameRequestSchema>, key: string): Promise<IdempotentReply>;
  /** POST /api/minigames/bets: the member's own bets, of one round when a gameUid is given. */
  list(
    memberId: number,
    body: z.infer<typeof minigameBetsRequestSchema>,
  ): Promise<ApiReply<MinigameBetList | { message: string }>>;
  /**
   * One settlement pass (the round engine runs it after its draws); pushes paid members' balances and
   * tells each member whose bets of a round were settled on `/user/queue/minigame`.
   */
  settle(): Promise<SettleReport>;
};

/** Builds the mini-game betting service. */
export function createMinigameBetsService(deps: {
  db: Db;
  notifyUserContextChanged: NotifyUserContextChanged;
  realtime: Pick<RealtimePublisher, 'sendToMember'>;
  /** The clock virtual events finish by (the engine's; default the system clock). */
  now?: () => Date;
}): MinigameBetsService {
  const { db, notifyUserContextChanged, realtime } = deps;
  return {
    async place(memberId, body, key) {
      const placed = await placeMinigameBet({ db }, memberId, body, key);
      if (!placed.isPlaced) return placed.reply;
      // The context sent to the member's pages rides on the reply too (the session hook loads none then).
      const userContext = await notifyUserContextChanged(memberId);
      return userContext ? { ...placed.reply, userContext } : placed.reply;
    },

    async list(memberId, body) {
      const { gameUid, limit } = body;
      const target = gameUid === undefined ? null : parseGameUid(gameUid, null);
      if (gameUid !== undefined && !target) {
        return codeReply(minigameBetCode.noGame, { message: minigameBetText.noGame });
      }
      const rows = await listMemberBets(db, memberId, {
        limit,
        ...(target && gameUid
          ? { gameType: target.game.gameType, roundKey: gameUid.slice(gameUid.indexOf('-') + 1) }
          : {}),
      });
      return okReply({ list: rows.map(presentMinigameBet) });
    },

    async settle() {
      const report = await settleClosedRounds({ db, now: deps.now ?? (() => new Date()) });
      for (const memberId of report.paidMembers) void notifyUserContextChanged(memberId);
      for (const { memberId, gameType, roundKey } of report.settledRounds) {
        const message: MinigameBetsSettledMessage = { type: 'minigameBetsSettled', gameType, roundKey };
        realtime.sendToMember(memberId, 'minigame' satisfies UserQueueName, message);
      }
      return report;
    },
  };
}
