import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { SkyhubContext } from './context.ts';
import { SkyhubError } from './errors.ts';
import { parseInput, reportQuerySchema } from './input.ts';
import { signedDayReport, signedGameList } from './report-service.ts';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * GET /api/report/games: the provider's game list in the operator's import format, signed like the
 * report, so the operator imports it through the same list call an external provider offers.
 * GET /api/report/transactions?date=YYYY-MM-DD: the provider's wallet transactions of a KST day, for
 * the operator's daily reconciliation. The body is signed with the provider's key (x-signature), so
 * the operator checks it with the public key it already holds. Who may ask is kept simple on
 * purpose: the header x-operator-key must equal the shared secret `reportKey` (no key set -> the
 * route answers 403 to everyone).
 */
export function registerReportRoutes(
  app: FastifyInstance,
  ctx: SkyhubContext,
  options: { reportKey: string | undefined; privateKeyPem: string },
): void {
  const requireOperator = (key: unknown) => {
    if (!options.reportKey || typeof key !== 'string' || !sameSecret(key, options.reportKey)) {
      throw new SkyhubError('forbidden');
    }
  };
  app.get('/api/report/games', async (request, reply) => {
    requireOperator(request.headers['x-operator-key']);
    const { body, signature } = signedGameList(options.privateKeyPem);
    return reply.header('x-signature', signature).type('application/json; charset=utf-8').send(body);
  });
  app.get('/api/report/transactions', async (request, reply) => {
    requireOperator(request.headers['x-operator-key']);
    const { date } = parseInput(reportQuerySchema, request.query);
    const { body, signature } = await signedDayReport(ctx, options.privateKeyPem, date);
    return reply.header('x-signature', signature).type('application/json; charset=utf-8').send(body);
  });
}
