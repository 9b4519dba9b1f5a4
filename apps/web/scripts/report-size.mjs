// Prints the size of the JavaScript the home route loads as a browser receives it (the .br and .gz
// files scripts/precompress-dist.mjs wrote, which the server sends byte for byte, beside the raw
// size) and fails when the gzip size is over budget (gzip: what a browser without brotli gets).
// The home route loads the entry chunk, everything it imports statically, and the lazily loaded
// home page with its own static imports (read from dist/.vite/manifest.json).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const budgetBytes = 200 * 1024;
const homePageModule = 'src/features/site/pages/home-page.tsx';

const distDir = resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8'));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error('report-size: no entry chunk in dist/.vite/manifest.json');
  process.exit(1);
}
const roots = manifest[homePageModule] ? [...entryKeys, homePageModule] : entryKeys;
if (!manifest[homePageModule]) console.warn(`report-size: ${homePageModule} not in the manifest`);

/** Manifest keys reachable from `key` through static imports. */
function collect(key, seen) {
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) collect(imported, seen);
}

const keys = new Set();
for (const root of roots) collect(root, keys);

const files = [...new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')))];
// --files: only the list (bench/web-size.ts fetches these from a running server).
if (process.argv.includes('--files')) {
  console.log(JSON.stringify({ files, budgetBytes }));
  process.exit(0);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
/** Bytes of `file` as sent for one encoding: its precompressed copy, or the raw file when there is none. */
function sentBytes(file, extension) {
  const compressed = resolve(distDir, `${file}${extension}`);
  return statSync(existsSync(compressed) ? compressed : resolve(distDir, file)).size;
}

const total = { raw: 0, br: 0, gzip: 0 };
console.log('      raw          br        gzip  file');
for (const file of files) {
  const sizes = {
    raw: statSync(resolve(distDir, file)).size,
    br: sentBytes(file, '.br'),
    gzip: sentBytes(file, '.gz'),
  };
  for (const key of Object.keys(total)) total[key] += sizes[key];
  console.log(`  ${kb(sizes.raw)} ${kb(sizes.br)} ${kb(sizes.gzip)}  ${file}`);
}
const verdict = total.gzip <= budgetBytes ? 'within budget' : 'OVER BUDGET';
console.log(
  `home route JavaScript: ${(total.gzip / 1024).toFixed(1)} KB gzip (budget ${budgetBytes / 1024} KB) - ${verdict}; ` +
    `${(total.br / 1024).toFixed(1)} KB br, ${(total.raw / 1024).toFixed(1)} KB raw`,
);
if (total.gzip > budgetBytes) process.exit(1);
