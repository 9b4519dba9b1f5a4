import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ensureBrowserHash, requestBrowserHash } from './browser-cookie.ts';
import type { SkyhubContext } from './context.ts';
import { SkyhubError } from './errors.ts';
import { currentFairness, listHistory, rotateFairness, setClientSeed } from './fairness-service.ts';
import { actBlackjack, dealBlackjack, playTable, spinSlot } from './game-service.ts';
import {
  blackjackActSchema,
  clientSeedBodySchema,
  parseInput,
  sessionBodySchema,
  sessionOnlySchema,
  stakeBodySchema,
  tableBetsBodySchema,
} from './input.ts';
import { openSession, requireSession } from './session-service.ts';

/** The largest body a page call needs (bets of a full roulette table fit easily). */
export const apiBodyLimit = 16 * 1024;

const sessionOf = (ctx: SkyhubContext, request: FastifyRequest, sessionId: string) =>
  requireSession(ctx, sessionId, requestBrowserHash(request));

/** The page's calls under /api (JSON POST). */
export function registerApiRoutes(app: FastifyInstance, ctx: SkyhubContext): void {
  const post = (
    url: string,
    handler: (request: FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>,
  ) => app.post(url, { bodyLimit: apiBodyLimit }, handler);

  post('/api/session', async (request, reply) => {
    const body = parseInput(sessionBodySchema, request.body);
    return openSession(ctx, { ...body, browserHash: ensureBrowserHash(request, reply) });
  });
  post('/api/slot/spin', async (request) => {
    const body = parseInput(stakeBodySchema, request.body);
    return spinSlot(ctx, await sessionOf(ctx, request, body.sessionId), body.stake);
  });
  post('/api/roulette/spin', async (request) => {
    const body = parseInput(tableBetsBodySchema, request.body);
    return playTable(ctx, await sessionOf(ctx, request, body.sessionId), 'roulette', body.bets);
  });
  post('/api/baccarat/deal', async (request) => {
    const body = parseInput(tableBetsBodySchema, request.body);
    return playTable(ctx, await sessionOf(ctx, request, body.sessionId), 'baccarat', body.bets);
  });
  post('/api/blackjack/deal', async (request) => {
    const body = parseInput(stakeBodySchema, request.body);
    return dealBlackjack(ctx, await sessionOf(ctx, request, body.sessionId), body.stake);
  });
  post('/api/blackjack/act', async (request) => {
    const body = parseInput(blackjackActSchema, request.body);
    return actBlackjack(ctx, await sessionOf(ctx, request, body.sessionId), body.action);
  });
  post('/api/fairness', async (request) => {
    const body = parseInput(sessionOnlySchema, request.body);
    return currentFairness(ctx, await sessionOf(ctx, request, body.sessionId));
  });
  post('/api/fairness/client-seed', async (request) => {
    const body = parseInput(clientSeedBodySchema, request.body);
    return setClientSeed(ctx, await sessionOf(ctx, request, body.sessionId), body.clientSeed);
  });
  post('/api/fairness/rotate', async (request) => {
    const body = parseInput(sessionOnlySchema, request.body);
    return rotateFairness(ctx, await sessionOf(ctx, request, body.sessionId));
  });
  post('/api/history', async (request) => {
    const body = parseInput(sessionOnlySchema, request.body);
    return { rounds: await listHistory(ctx, await sessionOf(ctx, request, body.sessionId)) };
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send({ code: 'notFound', message: new SkyhubError('notFound').message });
  });
}
