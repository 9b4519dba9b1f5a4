import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A session id alone would let anyone who sees it (a shared screenshot, a log) play on the player's
// wallet: each session is also bound to the browser that opened it by an HttpOnly cookie.

const cookieName = 'skyhub_browser';

const readCookie = (request: FastifyRequest): string | null => {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === cookieName) {
      const value = rest.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(value) ? value : null;
    }
  }
  return null;
};

/** SHA-256 of the browser id (only the hash is stored). */
export const browserHash = (browserId: string) => createHash('sha256').update(browserId).digest('hex');

/** The hash of the request's browser id, or null when it has none. */
export function requestBrowserHash(request: FastifyRequest): string | null {
  const id = readCookie(request);
  return id ? browserHash(id) : null;
}

/** The request's browser id hash, setting a new cookie when it has none. */
export function ensureBrowserHash(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request);
  if (existing) return browserHash(existing);
  const id = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${cookieName}=${id}; Path=/skyhub; HttpOnly; SameSite=Strict${secure}`);
  return browserHash(id);
}
