import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const adminPrefix = '/admin';

// A path whose last segment has an extension asks for a file: a missing one is a 404, never index.html.
const looksLikeFile = (url: string) => /\.[A-Za-z0-9]+$/.test(url.split('?')[0] ?? '');

/**
 * Serves the built back office (apps/admin, Vite base '/admin/') from `adminDistDir` under
 * /admin: hashed assets cached for a year, index.html revalidated, and the SPA fallback for
 * GET /admin and /admin/* paths that are not files. Files go out pre-compressed as in web-app.ts.
 * Without a build every /admin path is a 404.
 */
export async function registerAdminApp(app: FastifyInstance, adminDistDir: string): Promise<void> {
  const indexPath = path.join(adminDistDir, 'index.html');
  const assetsDir = path.join(adminDistDir, 'assets') + path.sep;

  const sendIndex = (reply: FastifyReply) => {
    // The folder may be (re)built while the server runs, so its presence is checked per request.
    if (!existsSync(indexPath)) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    reply.header('Cache-Control', 'no-cache');
    // reply.sendFile belongs to the member app's static plugin (also pre-compressed), rooted here.
    return reply.type('text/html; charset=utf-8').sendFile('index.html', adminDistDir);
  };

  await app.register(
    async (admin) => {
      // decorateReply: false, because the member web app's static plugin owns reply.sendFile.
      await admin.register(fastifyStatic, {
        root: adminDistDir,
        prefix: '/',
        wildcard: true,
        preCompressed: true,
        index: false,
        decorateReply: false,
        cacheControl: false,
        suppressWarning: true,
        setHeaders(reply, filePath) {
          const isHashedAsset = filePath.startsWith(assetsDir);
          reply.header('Cache-Control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // '/' answers both /admin and /admin/ (Fastify's default prefixTrailingSlash).
      admin.get('/', (_request, reply) => sendIndex(reply));
      // /admin/* that is no file in the build: the SPA's own routes get index.html.
      admin.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
        const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
        if (!isPageRequest || looksLikeFile(request.url)) {
          return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
        }
        return sendIndex(reply);
      });
    },
    { prefix: adminPrefix },
  );
}
