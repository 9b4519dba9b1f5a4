import type { FastifyInstance } from 'fastify';

const verboseLevels = new Set(['debug', 'trace']);

/**
 * One line per answered request (method, path without its query, status, ms, client IP): at info
 * with the access log on (ACCESS_LOG=1), else at debug. Fastify's own request lines are off
 * (disableRequestLogging), so a quiet log costs no hook at all.
 */
export function registerRequestLog(
  app: FastifyInstance,
  { isAccessLogOn }: { isAccessLogOn: boolean },
): void {
  if (!isAccessLogOn && !verboseLevels.has(app.log.level)) return;
  app.addHook('onResponse', async (request, reply) => {
    const line = {
      method: request.method,
      // The query can carry tokens or personal data: the path is enough to read traffic.
      url: request.url.split('?', 1)[0],
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (isAccessLogOn) request.log.info(line, 'request');
    else request.log.debug(line, 'request');
  });
}
