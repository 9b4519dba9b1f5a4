import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RealtimePublisher } from '../realtime/realtime.ts';
import { AppError } from './app-error.ts';
import { okReply } from './envelope.ts';
import { parseBody } from './parse-body.ts';

/** What the internal routes can trigger. */
export type InternalRouteDeps = {
  token: string;
  realtime: RealtimePublisher & { stats(): object };
  notifyUserContextChanged(memberId: number): Promise<unknown>;
};

const publishSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('topic'),
    topic: z.string(),
    payload: z.unknown(),
    /** Publishes the payload this many times in one go (benches). */
    count: z.number().int().min(1).max(100_000).default(1),
  }),
  z.object({
    kind: z.literal('member'),
    memberId: z.number().int(),
    queue: z.string(),
    payload: z.unknown(),
  }),
  z.object({ kind: z.literal('userContext'), memberId: z.number().int() }),
]);

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const isInternalCaller = (request: FastifyRequest, token: string) => {
  // The socket's address, not request.ip: X-Forwarded-For must never open these routes.
  if (!loopback.has(request.socket.remoteAddress ?? '')) return false;
  const given = Buffer.from(String(request.headers['x-internal-token'] ?? ''));
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Test and bench hooks, registered only when INTERNAL_HOOK_TOKEN is set (never in production,
 * see config.ts), answering only loopback callers that send the token in `x-internal-token`:
 * - POST /api/internal/realtime/publish: `{kind:'topic', topic, payload, count?}`,
 *   `{kind:'member', memberId, queue, payload}` or `{kind:'userContext', memberId}`
 *   (raises the same event a balance change does).
 * - POST /api/internal/realtime/stats: connection counts and, after a full GC when the process
 *   runs with --expose-gc, the heap in use.
 * Anyone else gets the 404 of an unknown call.
 */
export function registerInternalRoutes(api: FastifyInstance, deps: InternalRouteDeps): void {
  api.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/api/internal/') && !isInternalCaller(request, deps.token)) {
      throw new AppError('notFound');
    }
  });

  api.post('/internal/realtime/publish', async (request) => {
    const body = parseBody(publishSchema, request.body);
    if (body.kind === 'topic') {
      for (let i = 0; i < body.count; i += 1) deps.realtime.publish(body.topic, body.payload);
    } else if (body.kind === 'member') {
      deps.realtime.sendToMember(body.memberId, body.queue, body.payload);
    } else {
      await deps.notifyUserContextChanged(body.memberId);
    }
    return okReply();
  });

  api.post('/internal/realtime/stats', async () => {
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    return okReply({
      ...deps.realtime.stats(),
      heapUsed: process.memoryUsage().heapUsed,
      isGcForced: Boolean(gc),
    });
  });
}
