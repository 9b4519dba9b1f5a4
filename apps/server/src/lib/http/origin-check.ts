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

/**
 * True when `claimed` (the Origin, else the Referer) is the site at `requestHost` or one of
 * `allowedOrigins`. Browsers send Origin on every cross-site POST and websocket handshake; a
 * request with neither header is not a browser acting for another site (curl, tests, servers).
 */
export function isAllowedOrigin(
  claimed: string | undefined,
  requestHost: string,
  allowedOrigins: readonly string[],
): boolean {
  if (claimed === undefined) return true;
  const url = originOf(claimed);
  if (!url || url.origin === 'null') return false;
  const host = requestHost.replace(/:(80|443)$/, '');
  return url.host === requestHost || url.host === host || allowedOrigins.includes(url.origin);
}

/** True when the browser says the request comes from this site (or one of `allowedOrigins`). */
export function isSameSiteRequest(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const claimed = request.headers.origin ?? request.headers.referer;
  return isAllowedOrigin(claimed, request.host, allowedOrigins);
}

/**
 * True when the browser says a request was started by another site: Sec-Fetch-Site `cross-site`,
 * or `same-site` (a sibling subdomain, which may not be ours) unless its Referer is this host or
 * one of `allowedOrigins`. Requests without the header (older browsers, scripts) are not judged.
 */
export function isFromAnotherSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  if (site !== 'same-site') return false;
  const referer = request.headers.referer;
  return referer === undefined || !isAllowedOrigin(referer, request.host, allowedOrigins);
}

/**
 * Rejects state-changing requests from other sites with HTTP 403 `{code: 403}` before the body is read.
 * Paths under `exemptPrefixes` are server-to-server calls authenticated otherwise (signed bodies).
 */
export function registerOriginCheck(
  app: FastifyInstance,
  allowedOrigins: readonly string[],
  exemptPrefixes: readonly string[] = [],
): void {
  // A callback hook: no promise per request for a check that never waits.
  app.addHook('onRequest', (request, _reply, done) => {
    const isRefused =
      !safeMethods.has(request.method) &&
      !exemptPrefixes.some((prefix) => request.url.startsWith(`${prefix}/`)) &&
      !isSameSiteRequest(request, allowedOrigins);
    done(isRefused ? new AppError('forbiddenOrigin') : undefined);
  });
}
