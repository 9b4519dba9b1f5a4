import type { IncomingMessage } from 'node:http';
import { hashToken } from '../../lib/crypto/tokens.ts';
import { isPeerTrustedProxy, type TrustProxyFn } from '../../lib/http/client-ip.ts';
import { isAllowedOrigin } from '../../lib/http/origin-check.ts';
import { readSessionTokenFromHeader } from '../../lib/http/session-cookie.ts';
import type { FinalMessage, RealtimeAuthenticator } from '../../lib/realtime/realtime.ts';
import { sessionEndedMessage } from './events.ts';
import type { AuthService } from './service.ts';

/** What the /chat handshake adapter needs. */
export type RealtimeAuthDeps = {
  auth: Pick<AuthService, 'authenticate' | 'findEndedSessions'>;
  allowedOrigins: readonly string[];
  /** The app's TRUST_PROXY rule (the one Fastify's request.ip and request.host follow). */
  trustProxy: TrustProxyFn | null;
};

const firstHeader = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * The auth side of the /chat endpoint: the session cookie of the handshake request says who
 * connects (the same check as every API call), and the session key (the token's hash, never the
 * token) ties the connection to that one login, so a logout, expiry or suspension ends it.
 */
export function createRealtimeAuthenticator({
  auth,
  allowedOrigins,
  trustProxy,
}: RealtimeAuthDeps): RealtimeAuthenticator {
  return {
    async authenticate(request) {
      const result = await auth.authenticate(readSessionTokenFromHeader(request.headers.cookie));
      if (result.kind !== 'member') return null;
      return { memberId: result.member.id, sessionKey: result.member.tokenHash };
    },
    sessionKeyOf(request) {
      const token = readSessionTokenFromHeader(request.headers.cookie);
      return token === null ? null : hashToken(token);
    },
    async findEndedSessions(sessionKeys) {
      const ended = await auth.findEndedSessions(sessionKeys);
      const messages = new Map<string, FinalMessage>();
      for (const [sessionKey, reason] of ended) messages.set(sessionKey, sessionEndedMessage(reason));
      return messages;
    },
    isOriginAllowed(request: IncomingMessage) {
      const claimed = firstHeader(request.headers.origin) ?? firstHeader(request.headers.referer);
      // As Fastify's request.host: a trusted proxy appends its own entry last.
      const forwardedHost = isPeerTrustedProxy(request, trustProxy)
        ? firstHeader(request.headers['x-forwarded-host'])?.split(',').at(-1)?.trim()
        : undefined;
      const host = forwardedHost || request.headers.host || '';
      return isAllowedOrigin(claimed, host, allowedOrigins);
    },
  };
}
