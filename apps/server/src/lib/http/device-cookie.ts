import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookieOptions } from './session-cookie.ts';

/** The device cookie's name: a random id the browser keeps across logins and accounts. */
export const deviceCookieName = 'hanpan_did';

// Two years: the id outlives sessions and logouts, so a second account made on the same browser is seen.
const maxAgeSeconds = 2 * 365 * 24 * 60 * 60;
const deviceIdPattern = /^[A-Za-z0-9_-]{22}$/;

/**
 * The browser's device id: the one its cookie holds, or a new one written to the reply. Used to tell one
 * person's accounts apart (referral rewards); it proves nothing on its own, a cleared cookie gets a new id.
 */
export function deviceIdOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SessionCookieOptions,
): string {
  const sent = request.cookies[deviceCookieName];
  if (sent !== undefined && deviceIdPattern.test(sent)) return sent;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(deviceCookieName, id, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: options.isSecure,
    maxAge: maxAgeSeconds,
  });
  return id;
}
