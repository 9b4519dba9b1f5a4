import { staffCode } from '@hanpan/core/api/staff-codes';
import {
  type MinigameMarketSetting,
  staffMinigameMarketSaveRequestSchema,
  staffMinigameMarketsRequestSchema,
  staffMinigameVoidRequestSchema,
} from '@hanpan/core/api/staff-minigame-markets';
import {
  type MinigameSettings,
  staffMinigameRoundsRequestSchema,
  staffMinigameSaveRequestSchema,
  staffMinigamesText,
} from '@hanpan/core/api/staff-minigames';
import type { FastifyInstance } from 'fastify';
import { codeReply, okReply } from '../../lib/http/envelope.ts';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import { actorOf, requireStaff } from '../staff/index.ts';
import type { StaffMinigamesService } from './staff-service.ts';

/**
 * /api/staff/minigames/{games,games/save,rounds,rounds/void,markets,markets/save}: reads need
 * 'minigames.view', changes 'minigames.manage' (audited by the service with the reason). Bad input
 * ends with code 2 and a Korean message, a refused change with code 1.
 */
export function registerStaffMinigameRoutes(
  api: FastifyInstance,
  { staffMinigames }: { staffMinigames: StaffMinigamesService },
): void {
  api.post('/minigames/games', async (request) => {
    requireStaff(request, 'minigames.view');
    return okReply(await staffMinigames.listGames());
  });

  api.post('/minigames/games/save', async (request) => {
    const staff = requireStaff(request, 'minigames.manage');
    const body = parseBody(staffMinigameSaveRequestSchema, request.body, koreanIssueMessage);
    const outcome = await staffMinigames.saveGame(
      actorOf(request, staff),
      body.gameType,
      body.settings as MinigameSettings,
      body.reason,
    );
    return outcome.kind === 'ok'
      ? okReply({ message: outcome.message })
      : codeReply(staffCode.refused, { message: outcome.message });
  });

  api.post('/minigames/rounds', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(staffMinigameRoundsRequestSchema, request.body, koreanIssueMessage);
    return okReply(await staffMinigames.listRounds(body.gameType, body.page));
  });

  api.post('/minigames/rounds/void', async (request) => {
    const staff = requireStaff(request, 'minigames.manage');
    const body = parseBody(staffMinigameVoidRequestSchema, request.body, koreanIssueMessage);
    const outcome = await staffMinigames.voidRound(
      actorOf(request, staff),
      body.gameType,
      body.roundKey,
      body.reason,
    );
    return outcome.kind === 'ok'
      ? okReply({ message: outcome.message })
      : codeReply(staffCode.refused, { message: outcome.message });
  });

  api.post('/minigames/markets', async (request) => {
    requireStaff(request, 'minigames.view');
    const body = parseBody(staffMinigameMarketsRequestSchema, request.body, koreanIssueMessage);
    const list = await staffMinigames.listMarkets(body.gameType);
    return list ? okReply(list) : codeReply(staffCode.refused, { message: staffMinigamesText.unknownGame });
  });

  api.post('/minigames/markets/save', async (request) => {
    const staff = requireStaff(request, 'minigames.manage');
    const body = parseBody(staffMinigameMarketSaveRequestSchema, request.body, koreanIssueMessage);
    const outcome = await staffMinigames.saveMarket(
      actorOf(request, staff),
      { gameType: body.gameType, marketKey: body.marketKey },
      body.setting as MinigameMarketSetting,
      body.reason,
    );
    return outcome.kind === 'ok'
      ? okReply({ message: outcome.message })
      : codeReply(staffCode.refused, { message: outcome.message });
  });
}
