import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const keyPattern = /^[A-Za-z0-9_:-]{8,100}$/;

/**
 * The request's `Idempotency-Key` header: the browser sends one per money action and reuses it
 * on a retry, so a double click or a resend posts once. A request without a valid key gets a
 * fresh one (it is still posted at most once, but a retry of it is a new request).
 */
export function readIdempotencyKey(request: FastifyRequest): string {
  const header = request.headers['idempotency-key'];
  const value = Array.isArray(header) ? header[0] : header;
  return value && keyPattern.test(value) ? value : `auto:${randomUUID()}`;
}
