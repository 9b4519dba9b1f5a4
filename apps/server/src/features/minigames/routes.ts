import {
  minigameGamesRequestSchema,
  minigameRoundsRequestSchema,
  minigameVerifyRequestSchema,
} from '@hanpan/core/api/minigames';
import type { FastifyInstance } from 'fastify';
import { koreanIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { MinigamesService } from './service.ts';

/**
 * /api/minigames/{games,rounds,verify}: public reads, no login. Bad input ends with code 2 and the
 * field's Korean message before any database work.
 */
export function registerMinigameRoutes(
  api: FastifyInstance,
  { minigames }: { minigames: MinigamesService },
): void {
  api.post('/minigames/games', async (request) => {
    const body = parseBody(minigameGamesRequestSchema, request.body, koreanIssueMessage);
    return minigames.listGames(body.family);
  });

  api.post('/minigames/rounds', async (request) => {
    const body = parseBody(minigameRoundsRequestSchema, request.body, koreanIssueMessage);
    return minigames.listRounds(body.gameType, body.limit);
  });

  api.post('/minigames/verify', async (request) => {
    const body = parseBody(minigameVerifyRequestSchema, request.body, koreanIssueMessage);
    return minigames.verify(body.gameType, body.roundKey);
  });
}
