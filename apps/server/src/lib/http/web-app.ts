import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

// A path whose last segment has an extension asks for a file (a missing /assets/x.js must be a
// 404, not index.html served as JavaScript); the spec's routes have no extensions.
const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * Serves the built web app from `webDistDir` (hashed assets cached for a year, index.html and
 * build-id.txt revalidated) with the SPA fallback: a GET outside /api that is not a file gets
 * index.html. Files go out pre-compressed (the `.br` or `.gz` the build wrote beside them, as
 * Accept-Encoding allows, with `Vary: Accept-Encoding`). Unknown /api paths get the 404 envelope.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexPath = path.join(webDistDir, 'index.html');
  // The folder may be (re)built while the server runs, so its presence is checked per request.
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      const isHashedAsset = filePath.startsWith(path.join(webDistDir, 'assets') + path.sep);
      reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !isPageRequest) throw new AppError('notFound');
    if (looksLikeFile(request.url) || !existsSync(indexPath)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    reply.header('Cache-Control', 'no-cache');
    return reply.type('text/html; charset=utf-8').sendFile('index.html');
  });
}
