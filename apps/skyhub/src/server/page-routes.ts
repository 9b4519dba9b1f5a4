import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { SkyhubContext } from './context.ts';
import { openPlaySession, withPlayData } from './play-page.ts';

// The game page is framed by the operator's site (same origin), so these replies allow
// frame-ancestors 'self' where the site's own pages say 'none'; the rest is as strict as the site's.
const gameContentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Overrides the site's frame and CSP headers on every reply of the provider's scope. Registered in
 * the plugin's own scope: its onSend runs after the site's global one, so these values win.
 */
export function registerFrameHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Content-Security-Policy', gameContentSecurityPolicy);
    reply.header('X-Frame-Options', 'SAMEORIGIN');
    if (request.url.includes('/api/')) reply.header('Cache-Control', 'no-store');
    return payload;
  });
}

/**
 * GET /play (the built page, with the session of its token opened in it) and GET /assets/* (its
 * hashed files) from the client build folder.
 */
export function registerPageRoutes(app: FastifyInstance, clientDir: string, ctx: SkyhubContext): void {
  const root = path.resolve(clientDir);
  app.get('/play', async (request, reply) => {
    let html: string;
    try {
      html = await readFile(path.join(root, 'index.html'), 'utf8');
    } catch {
      // Not a server fault: this installation has no built page (npm run build -w @hanpan/skyhub).
      return reply
        .status(404)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><p>게임 화면이 아직 빌드되지 않았습니다.</p>');
    }
    const data = await openPlaySession(ctx, request, reply);
    // The page now carries a session id: never stored by a cache.
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(withPlayData(html, data));
  });
  app.get('/assets/*', async (request, reply) => {
    const rest = (request.params as { '*': string })['*'];
    const file = path.resolve(root, 'assets', rest);
    if (!file.startsWith(path.join(root, 'assets') + path.sep) || rest.includes('\0')) {
      return reply.status(404).send({ code: 'notFound', message: '찾을 수 없습니다.' });
    }
    try {
      const content = await readFile(file);
      return reply
        .type(contentTypes[path.extname(file)] ?? 'application/octet-stream')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(content);
    } catch {
      return reply.status(404).send({ code: 'notFound', message: '찾을 수 없습니다.' });
    }
  });
}
