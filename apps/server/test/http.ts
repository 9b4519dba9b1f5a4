import type { ApiReply } from '@hanpan/core/api/envelope';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Options of a test request: the session cookie, the client IP, extra headers. */
export type RequestOptions = { cookie?: string | null; ip?: string; headers?: Record<string, string> };

let ipCounter = 0;

/** A client IP no other test uses, so per-IP rate limits never leak between tests. */
export function uniqueIp(): string {
  ipCounter += 1;
  return `10.${process.pid % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;
}

const headersOf = (options: RequestOptions) => ({
  ...(options.cookie ? { cookie: `hanpan_sid=${options.cookie}` } : {}),
  ...options.headers,
});

/** POSTs JSON to the app. */
export function postJson(app: FastifyInstance, url: string, body?: unknown, options: RequestOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: { 'content-type': 'application/json', ...headersOf(options) },
    payload: body === undefined ? '' : JSON.stringify(body),
  });
}

/** POSTs a form-encoded body to the app (how the web app signs in). */
export function postForm(
  app: FastifyInstance,
  url: string,
  fields: Record<string, string>,
  options: RequestOptions = {},
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headersOf(options) },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** GETs from the app. */
export function get(app: FastifyInstance, url: string, options: RequestOptions = {}) {
  return app.inject({
    method: 'GET',
    url,
    remoteAddress: options.ip ?? uniqueIp(),
    headers: headersOf(options),
  });
}

/** The reply body as an envelope. */
export function envelope<T = Record<string, unknown>>(response: LightMyRequestResponse): ApiReply<T> {
  return response.json() as ApiReply<T>;
}

/** The session cookie a reply set: the token, '' when it was cleared, null when untouched. */
export function sessionCookieOf(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === 'hanpan_sid');
  if (!cookie) return null;
  const isCleared =
    cookie.value === '' || (cookie.expires !== undefined && cookie.expires.getTime() < Date.now());
  return isCleared ? '' : cookie.value;
}
