import { cashToPointRequestSchema } from '@hanpan/core/api/wallet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readIdempotencyKey } from '../../lib/http/idempotency-key.ts';
import { parseBody } from '../../lib/http/parse-body.ts';
import type { RateLimiter } from '../../lib/http/rate-limit.ts';
import { requireMember } from '../auth/index.ts';
import { conversionRateRule } from './policy.ts';
import type { WalletService } from './service.ts';

/** What the wallet routes need; without `limiter` the conversions are not rate limited. */
export type WalletRouteDeps = { wallet: WalletService; limiter?: RateLimiter };

/** /api/amount/pointToCash, /api/amount/cashToPoint, /api/agency/addAgencyCashTo{Point,Money}All. */
export function registerWalletRoutes(api: FastifyInstance, { wallet, limiter }: WalletRouteDeps): void {
  /** The logged-in member of a money call, within the per-member rate limit. */
  const memberOf = async (request: FastifyRequest) => {
    const member = requireMember(request);
    await limiter?.enforce(conversionRateRule, String(member.id));
    return member;
  };

  api.post('/amount/pointToCash', async (request) => {
    const member = await memberOf(request);
    return wallet.convertPointToCash(member.id, readIdempotencyKey(request));
  });

  api.post('/amount/cashToPoint', async (request) => {
    const member = await memberOf(request);
    const body = parseBody(cashToPointRequestSchema, request.body);
    return wallet.convertCashToPoint(member.id, body.amount, readIdempotencyKey(request));
  });

  api.post('/agency/addAgencyCashToPointAll', async (request) => {
    const member = await memberOf(request);
    return wallet.convertAgencyCashToPoint(member.id, readIdempotencyKey(request));
  });

  api.post('/agency/addAgencyCashToMoneyAll', async (request) => {
    const member = await memberOf(request);
    return wallet.convertAgencyCashToCash(member.id, readIdempotencyKey(request));
  });
}
