// Writes `<file>.br` and `<file>.gz` beside every compressible file of a built front end, at the
// highest quality (built once, served many times by @fastify/static's `preCompressed`).
// Usage: node scripts/precompress-dist.mjs <dist folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;
// Below this a compressed reply saves less than its own headers cost.
const minBytes = 256;

const distDir = process.argv[2] ? resolve(process.argv[2]) : null;
if (!distDir) {
  console.error('usage: node scripts/precompress-dist.mjs <dist folder>');
  process.exit(1);
}

/** Every file below `dir`, as absolute paths. */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

let count = 0;
for (const file of listFiles(distDir)) {
  if (!compressible.test(file) || statSync(file).size < minBytes) continue;
  const raw = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
  count += 1;
}
console.log(`precompress: ${count} files in ${distDir} now have .br and .gz beside them`);
