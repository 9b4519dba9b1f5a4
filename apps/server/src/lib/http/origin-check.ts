import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

const originOf = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/** True when the browser says the request comes from this site (or one of `allowedOrigins`). */
export function isSameSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  // Browsers send Origin on every cross-site POST; a request with neither header is not a
  // browser acting for another site (curl, tests, server-to-server).
  if (claimed === undefined) return true;
  const url = originOf(claimed);
  if (!url || url.origin === 'null') return false;
  const host = request.host.replace(/:(80|443)$/, '');
  return url.host === request.host || url.host === host || allowedOrigins.includes(url.origin);
}

/** Rejects state-changing requests from other sites with HTTP 403 `{code: 403}` before the body is read. */
export function registerOriginCheck(app: FastifyInstance, allowedOrigins: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method)) return;
    if (!isSameSiteRequest(request, allowedOrigins)) throw new AppError('forbiddenOrigin');
  });
}
