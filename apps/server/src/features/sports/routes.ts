import {
  sportsFixtureRequestSchema,
  sportsFixturesRequestSchema,
  sportsLiveRequestSchema,
  sportsText,
} from '@hanpan/core/api/sports';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/http/app-error.ts';
import { okReply } from '../../lib/http/envelope.ts';
import { knownIssueMessage, parseBody } from '../../lib/http/parse-body.ts';
import type { SportsService } from './service.ts';

const sportsMessage = knownIssueMessage(sportsText, sportsText.invalid);

/** POST /api/sports/fixtures, /fixture and /live: the sports pages' reads, open to everyone. */
export function registerSportsRoutes(api: FastifyInstance, { sports }: { sports: SportsService }): void {
  api.post('/sports/fixtures', async (request) => {
    const body = parseBody(sportsFixturesRequestSchema, request.body, sportsMessage);
    return okReply(await sports.listFixtures(body));
  });

  api.post('/sports/fixture', async (request) => {
    const body = parseBody(sportsFixtureRequestSchema, request.body, sportsMessage);
    const fixture = await sports.getFixture(body.fixtureId);
    if (!fixture) throw new AppError('invalidInput', sportsText.unknownFixture);
    return okReply({ fixture });
  });

  api.post('/sports/live', async (request) => {
    const body = parseBody(sportsLiveRequestSchema, request.body, sportsMessage);
    return okReply({ list: await sports.listLive(body.sportId) });
  });
}
