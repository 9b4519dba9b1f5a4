import {
  sportsFixtureRequestSchema,
  sportsFixturesRequestSchema,
  sportsLiveRequestSchema,
  sportsText,
} from '@hanpan/core/api/sports';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import type { SportsService } from './service.ts';

const knownMessages = new Set<string>(Object.values(sportsText));

/** The body read with a sports request schema; anything else is code 2 with the schema's Korean message. */
function parseSportsBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const message = result.error.issues.map((issue) => issue.message).find((text) => knownMessages.has(text));
  throw new AppError('invalidInput', message ?? sportsText.invalid);
}

/** POST /api/sports/fixtures, /fixture and /live: the sports pages' reads, open to everyone. */
export function registerSportsRoutes(api: FastifyInstance, { sports }: { sports: SportsService }): void {
  api.post('/sports/fixtures', async (request) => {
    const body = parseSportsBody(sportsFixturesRequestSchema, request.body);
    return okReply(await sports.listFixtures(body));
  });

  api.post('/sports/fixture', async (request) => {
    const body = parseSportsBody(sportsFixtureRequestSchema, request.body);
    const fixture = await sports.getFixture(body.fixtureId);
    if (!fixture) throw new AppError('invalidInput', sportsText.unknownFixture);
    return okReply({ fixture });
  });

  api.post('/sports/live', async (request) => {
    const body = parseSportsBody(sportsLiveRequestSchema, request.body);
    return okReply({ list: await sports.listLive(body.sportId) });
  });
}
