import {
  sportsFavouriteRequestSchema,
  sportsPreferencesRequestSchema,
  sportsPreferencesText,
} from '@hanpan/core/api/sports-preferences';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../../lib/http/app-error.ts';
import { okReply } from '../../../lib/http/envelope.ts';
import type { RateLimiter } from '../../../lib/http/rate-limit.ts';
import { requireMember } from '../../auth/index.ts';
import { sportsPreferencesRateRule } from './policy.ts';
import type { SportsPreferencesService } from './service.ts';

/** What the preference routes need; without `limiter` they are not rate limited. */
export type SportsPreferencesRouteDeps = { preferences: SportsPreferencesService; limiter?: RateLimiter };

const knownMessages = new Set<string>(Object.values(sportsPreferencesText));

/** The body read with a preference schema; anything else is code 2 with the first field's Korean message. */
function parsePreferencesBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const message = result.error.issues.map((issue) => issue.message).find((text) => knownMessages.has(text));
  throw new AppError('invalidInput', message ?? sportsPreferencesText.invalid);
}

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
    const body = parsePreferencesBody(sportsPreferencesRequestSchema, request.body);
    return okReply(await preferences.readPreferences(member.id, body.view));
  });

  api.post('/sports/favourite', async (request) => {
    const member = await memberOf(request);
    const body = parsePreferencesBody(sportsFavouriteRequestSchema, request.body);
    return okReply(await preferences.setFavourite(member.id, body.leagueId, body.isFavourite));
  });
}
