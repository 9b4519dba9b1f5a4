import type { FastifyReply, FastifyRequest } from 'fastify';

/** The staff session cookie's name (separate from the member cookie `hanpan_sid`). */
export const staffCookieName = 'hanpan_staff_sid';

// Strict and scoped to the staff API: the browser never sends it to member calls or from other sites.
const baseOptions = (isSecure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', path: '/api/staff', secure: isSecure }) as const;

/** The raw staff session token the browser sent, if any. */
export function readStaffToken(request: FastifyRequest): string | null {
  const token = request.cookies[staffCookieName];
  return token && token.length <= 128 ? token : null;
}

/** Sets the staff session cookie for `maxAgeSeconds`. */
export function writeStaffCookie(
  reply: FastifyReply,
  token: string,
  maxAgeSeconds: number,
  isSecure: boolean,
): void {
  reply.setCookie(staffCookieName, token, { ...baseOptions(isSecure), maxAge: maxAgeSeconds });
}

/** Tells the browser to drop the staff session cookie. */
export function clearStaffCookie(reply: FastifyReply, isSecure: boolean): void {
  reply.clearCookie(staffCookieName, baseOptions(isSecure));
}
