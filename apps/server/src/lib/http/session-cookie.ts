import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The session cookie's name. */
export const sessionCookieName = 'hanpan_sid';

/** How the session cookie is written: HttpOnly, SameSite=Lax, Path=/, Secure behind TLS. */
export type SessionCookieOptions = { isSecure: boolean };

const baseOptions = (options: SessionCookieOptions) =>
  ({ httpOnly: true, sameSite: 'lax', path: '/', secure: options.isSecure }) as const;

const usableToken = (token: string | undefined) => (token && token.length <= 128 ? token : null);

/** The raw session token the browser sent, if any. */
export function readSessionToken(request: FastifyRequest): string | null {
  return usableToken(request.cookies[sessionCookieName]);
}

/** The session token in a raw Cookie header (requests Fastify does not route: the /chat handshake). */
export function readSessionTokenFromHeader(cookieHeader: string | undefined): string | null {
  if (!cookieHeader || cookieHeader.length > 8192) return null;
  try {
    return usableToken(fastifyCookie.parse(cookieHeader)[sessionCookieName]);
  } catch {
    return null;
  }
}

/** Sets the session cookie; it lives as long as the session's absolute expiry. */
export function writeSessionCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  options: SessionCookieOptions,
): void {
  reply.setCookie(sessionCookieName, token, { ...baseOptions(options), maxAge: maxAgeSeconds });
}

/** Tells the browser to drop the session cookie. */
export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(sessionCookieName, baseOptions(options));
}

/**
 * Drops the session cookie the request came with, and only then: a reply to a request sent without
 * one (a visitor's page load) must not delete the cookie a sign-in answered meanwhile.
 */
export function clearSessionCookieOf(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SessionCookieOptions,
): void {
  if (request.cookies[sessionCookieName] !== undefined) clearSessionCookie(reply, options);
}
