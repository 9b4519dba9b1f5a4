import { isUtf8 } from 'node:buffer';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorKind, appErrorKinds } from './app-error.ts';

/** 1 MB: the largest body any call accepts. */
export const bodyLimitBytes = 1024 * 1024;

// SQLSTATE 22021 "invalid byte sequence for encoding" (a NUL in text) and 22P05 "unsupported
// Unicode escape sequence" (\u0000 in jsonb). Core's storableText refuses these characters in every
// request schema; this only keeps one that slips past a schema from answering 500.
const unstorableTextStates = new Set(['22021', '22P05']);

/** True for a database error about characters PostgreSQL cannot store. */
export function isUnstorableTextError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && unstorableTextStates.has(code);
}

const kindOfFrameworkError = (error: FastifyError): AppErrorKind => {
  if (isUnstorableTextError(error)) return 'malformedBody';
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return 'payloadTooLarge';
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415)
    return 'unsupportedMediaType';
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? 'malformedBody' : 'internal';
};

/** Sends the envelope of an AppError kind. */
export function sendAppError(reply: FastifyReply, error: AppError): FastifyReply {
  const kind = appErrorKinds[error.kind];
  const message = error.userMessage ?? kind.message;
  if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
  return reply
    .status(kind.status)
    .send(message === null ? { code: kind.code } : { code: kind.code, data: { message } });
}

/**
 * Every failure becomes the envelope: AppErrors as their kind says, body problems (bad JSON,
 * wrong content type, too large, text the database cannot store) as 4xx with code 2, anything
 * else as a 500 that leaks nothing.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  onSessionGone: (request: FastifyRequest, reply: FastifyReply) => void,
): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.kind === 'sessionGone') {
        request.member = null;
        onSessionGone(request, reply);
      }
      return sendAppError(reply, error);
    }
    const kind = kindOfFrameworkError(error);
    if (kind === 'internal') request.log.error({ err: error }, 'Unhandled error');
    else if (isUnstorableTextError(error)) request.log.warn({ err: error }, 'Unstorable text past a schema');
    else request.log.info({ code: error.code, status: error.statusCode }, 'Rejected request body');
    return sendAppError(reply, new AppError(kind));
  });
}

const invalidUtf8Error = () =>
  Object.assign(new Error('Body is not valid UTF-8'), { statusCode: 400, code: 'HANPAN_INVALID_UTF8' });

/**
 * Bodies are JSON or form-encoded (formbody), nothing else: text/plain is refused (415). JSON
 * goes through Fastify's own parser (which rejects __proto__ / constructor poisoning), except
 * that an empty body reads as {}: calls with no inputs may be posted with no body. A JSON body
 * that is not valid UTF-8 is refused (400) rather than decoded with U+FFFD in place of the bad
 * bytes, which would store text the client never sent.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    if (typeof body !== 'string' && !isUtf8(body)) {
      done(invalidUtf8Error(), undefined);
      return;
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
