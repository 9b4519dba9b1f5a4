// Prints the gzip size of the JavaScript the home route loads and fails when it is over budget.
// The home route loads the entry chunk, everything it imports statically, and the lazily loaded
// home page with its own static imports (read from dist/.vite/manifest.json).
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

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
let total = 0;
for (const file of files) {
  const gzipped = gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).length;
  total += gzipped;
  console.log(`  ${(gzipped / 1024).toFixed(1).padStart(7)} KB  ${file}`);
}
const verdict = total <= budgetBytes ? 'within budget' : 'OVER BUDGET';
console.log(
  `home route JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetBytes / 1024} KB) - ${verdict}`,
);
if (total > budgetBytes) process.exit(1);
