import type { FastifyInstance } from 'fastify';
import type { BoardImageStore } from './image-store.ts';

/**
 * GET /uploads/boards/:name: staff's board images, with the content type their bytes were
 * checked for at upload and nosniff, so a browser never reads one as anything else.
 */
export function registerBoardImageRoutes(
  app: FastifyInstance,
  { images }: { images: BoardImageStore },
): void {
  app.get<{ Params: { name: string } }>('/uploads/boards/:name', async (request, reply) => {
    const image = await images.read(request.params.name);
    if (!image) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found');
    return (
      reply
        .type(image.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Names are random and never reused: the bytes behind one never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.bytes)
    );
  });
}
