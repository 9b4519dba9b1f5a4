import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

// JSON replies smaller than this go out as they are (compressing them saves less than it costs).
const compressionThresholdBytes = 1024;

// Low levels keep the CPU cost per reply near 0.1-0.2 ms (an 18.8 KB /api/index2: brotli 3 gives
// 2.9 KB in ~170 µs, gzip 3 3.1 KB in ~120 µs; brotli 11 would take ~80 ms). Built assets are not
// compressed here: they are served pre-compressed at the highest level (see web-app.ts).
const brotliQuality = 3;
const gzipLevel = 3;
// Replies up to this size are compressed in one synchronous call (~0.2 ms for /api/index2). The
// plugin's default on two cores (8 KiB) sent /api/index2 through a zlib stream per reply, which
// served 23-40 req/s against 74-97 in one call under the same load (identity: 80-157).
const syncThresholdBytes = 64 * 1024;

/**
 * Compresses JSON replies above {@link compressionThresholdBytes} with brotli or gzip, as the
 * request's Accept-Encoding allows (with `Vary: Accept-Encoding`). Request bodies are never
 * inflated. /chat (SockJS) is answered before Fastify routing, so its streams never pass here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: compressionThresholdBytes,
    syncThreshold: syncThresholdBytes,
    customTypes: /^application\/json(;|$)/,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } },
    zlibOptions: { level: gzipLevel },
  });
}
