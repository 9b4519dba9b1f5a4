import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { AppDeps } from './app-types.ts';
import { casinoWalletBasePath } from './features/casino/index.ts';
import { compileProxyTrust } from './lib/http/client-ip.ts';
import { registerCompression } from './lib/http/compression.ts';
import { bodyLimitBytes, registerErrorHandling, registerJsonParser } from './lib/http/errors.ts';
import { registerOriginCheck } from './lib/http/origin-check.ts';
import { createRateLimiter, type RateLimiter } from './lib/http/rate-limit.ts';
import { registerSecurityHeaders } from './lib/http/security-headers.ts';
import { clearSessionCookieOf } from './lib/http/session-cookie.ts';
import { registerRequestLog } from './lib/log/request-log.ts';
import { createRealtimeServerFactory } from './lib/realtime/http-mount.ts';
import type { Realtime } from './lib/realtime/realtime.ts';
import './lib/http/request-member.ts';

/** The HTTP shell every route runs in, and what the rest of the app needs from it. */
export type HttpShell = {
  app: FastifyInstance;
  limiter: RateLimiter;
  cookie: { isSecure: boolean };
  trustProxy: ReturnType<typeof compileProxyTrust>;
};

/**
 * The Fastify instance with its plugins and guards (cookies, form bodies, compression, JSON parsing,
 * security headers, the Origin check, error replies, request log) and the shared rate limiter;
 * `/chat` (SockJS) is answered on the same port by the realtime server `sockjs()` returns once built.
 */
export async function createHttpShell(
  deps: AppDeps,
  sockjs: () => Realtime['sockjs'] | null,
): Promise<HttpShell> {
  const { config } = deps;
  const trustProxy = compileProxyTrust(config.proxyTrust);
  const app = Fastify({
    logger: deps.logger ?? false,
    // Request lines come from registerRequestLog: at debug, or one info line each with ACCESS_LOG=1.
    logController: new LogController({ disableRequestLogging: true }),
    // A function, not the raw setting: this Fastify trusts no hop at all when given a number.
    trustProxy: trustProxy ?? false,
    bodyLimit: bodyLimitBytes,
    // /chat (SockJS) shares the port and is answered before Fastify routing.
    serverFactory: createRealtimeServerFactory(sockjs),
  });
  const cookie = { isSecure: config.isCookieSecure };
  const limiter = createRateLimiter({ redisUrl: config.redisUrl, ...deps.rateLimits, logger: app.log });
  // Counts made before Redis answers would go to memory and be lost to the other processes.
  app.addHook('onReady', async () => limiter.ready());
  app.addHook('onClose', async () => limiter.close());

  app.decorateRequest('member', null);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { bodyLimit: bodyLimitBytes });
  await registerCompression(app);
  registerJsonParser(app);
  registerSecurityHeaders(app);
  // The casino wallet is called by game providers' servers, authenticated by signed bodies.
  registerOriginCheck(app, config.allowedOrigins, [casinoWalletBasePath]);
  registerErrorHandling(app, (request, reply) => clearSessionCookieOf(request, reply, cookie));
  registerRequestLog(app, { isAccessLogOn: config.isAccessLogOn ?? false });
  return { app, limiter, cookie, trustProxy };
}

/** The Redis pub/sub channel `<REALTIME_CHANNEL>[:suffix]` a cross-process helper uses; none without REDIS_URL. */
export function redisChannelOf(
  config: AppDeps['config'],
  suffix?: string,
): { url: string; channel: string } | undefined {
  if (!config.redisUrl) return undefined;
  return {
    url: config.redisUrl,
    channel: suffix ? `${config.realtimeChannel}:${suffix}` : config.realtimeChannel,
  };
}
