import {
  sportsFavouriteRequestSchema,
  sportsPreferencesRequestSchema,
  sportsPreferencesText,
} from '@hanpan/core/api/sports-preferences';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { okReply } from '../../../lib/http/envelope.ts';
import { knownIssueMessage, parseBody } from '../../../lib/http/parse-body.ts';
import type { RateLimiter } from '../../../lib/http/rate-limit.ts';
import { requireMember } from '../../auth/index.ts';
import { sportsPreferencesRateRule } from './policy.ts';
import type { SportsPreferencesService } from './service.ts';

/** What the preference routes need; without `limiter` they are not rate limited. */
export type SportsPreferencesRouteDeps = { preferences: SportsPreferencesService; limiter?: RateLimiter };

const preferencesMessage = knownIssueMessage(sportsPreferencesText, sportsPreferencesText.invalid);

/** POST /api/sports/preferences and /sports/favourite: members only, per-member rate limit. */
export function registerSportsPreferencesRoutes(
  api: FastifyInstance,
  { preferences, limiter }: SportsPreferencesRouteDeps,
): void {
  const memberOf = async (request: FastifyRequest) => {
    const member = requireMember(request);
    await limiter?.enforce(sportsPreferencesRateRule, String(member.id));
    return member;
  };

  api.post('/sports/preferences', async (request) => {
    const member = await memberOf(request);
    const body = parseBody(sportsPreferencesRequestSchema, request.body, preferencesMessage);
    return okReply(await preferences.readPreferences(member.id, body.view));
  });

  api.post('/sports/favourite', async (request) => {
    const member = await memberOf(request);
    const body = parseBody(sportsFavouriteRequestSchema, request.body, preferencesMessage);
    return okReply(await preferences.setFavourite(member.id, body.leagueId, body.isFavourite));
  });
}
