import {
  casinoCode,
  casinoGamesRequestSchema,
  casinoLaunchRequestSchema,
  casinoRoundsRequestSchema,
  casinoText,
} from '@hanpan/core/api/casino';
import type { FastifyInstance } from 'fastify';
import { historyRateRule } from '../../lib/http/bet-rate-rules.ts';
import { codeReply } from '../../lib/http/envelope.ts';
import { parseBody, readBody } from '../../lib/http/parse-body.ts';
import type { RateLimiter, RateRule } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import type { CasinoService } from './member-service.ts';

/** Launches per member: a person opens a game every few seconds at most; a script cannot mint tokens. */
export const casinoLaunchRateRule = {
  name: 'casino-launch-member',
  limit: 120,
  windowMs: 60_000,
} as const satisfies RateRule;

/**
 * /api/casino/{games (public), launch, recent, open, rounds (members)}. POST, so the app's Origin check
 * covers them; launch and the history are rate-limited per member.
 */
export function registerCasinoRoutes(
  api: FastifyInstance,
  { casino, limiter }: { casino: CasinoService; limiter?: RateLimiter },
): void {
  api.post('/casino/games', async (request) =>
    casino.games(parseBody(casinoGamesRequestSchema, request.body)),
  );

  api.post('/casino/launch', async (request) => {
    const member = requireMember(request);
    await limiter?.enforce(casinoLaunchRateRule, String(member.id));
    // A launch of anything but a game id answers as a game that is not there.
    const read = readBody(casinoLaunchRequestSchema, request.body, () => casinoText.noGame);
    if (!read.isRead) return codeReply(casinoCode.noGame, { message: read.message });
    return casino.launch(member, read.data);
  });

  api.post('/casino/recent', async (request) => casino.recent(requireMember(request).id));

  api.post('/casino/open', async (request) => casino.open(requireMember(request).id));

  api.post('/casino/rounds', async (request) => {
    const member = requireMember(request);
    await limiter?.enforce(historyRateRule, String(member.id));
    return casino.rounds(member.id, parseBody(casinoRoundsRequestSchema, request.body));
  });
}
