// Web size bench: the bytes a browser receives for the JavaScript the home route loads and for
// GET /api/index2, fetched from the running (compiled) server with each Accept-Encoding, beside the
// raw bytes; the home route's gzip bytes against the 200 KB budget of apps/web/scripts/report-size.mjs.
// Usage: tsx web-size.ts [--build]  (builds the web app when dist is missing or --build is given)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot, startServer } from '../scripts/server-process.ts';

const { values } = parseArgs({ options: { build: { type: 'boolean', default: false } } });
const manifest = join(repoRoot, 'apps/web/dist/.vite/manifest.json');
const encodings = [
  ['raw', 'identity'],
  ['br', 'gzip, deflate, br, zstd'],
  ['gzip', 'gzip, deflate'],
] as const;
type Encoding = (typeof encodings)[number][0];

/** Runs a command at the repo root and returns its status and stdout (stderr passes through). */
function run(command: string, args: string[]): { status: number | null; stdout: string } {
  const result = spawnSync(command, args, {
    cwd: repoRoot,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return { status: result.status, stdout: result.stdout };
}

/** Bytes on the wire for one GET (node:http does not decode, unlike fetch) and the encoding it came in. */
function transferred(url: string, acceptEncoding: string): Promise<{ bytes: number; encoding: string }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => {
        if (response.statusCode !== 200) reject(new Error(`${url}: HTTP ${response.statusCode}`));
        else resolve({ bytes, encoding: response.headers['content-encoding'] ?? 'identity' });
      });
    })
      .on('error', reject)
      .end();
  });
}

/** Bytes of `path` for each Accept-Encoding; throws when the server answers another encoding than asked. */
async function measure(baseUrl: string, path: string): Promise<Record<Encoding, number>> {
  const sizes = {} as Record<Encoding, number>;
  for (const [name, acceptEncoding] of encodings) {
    const { bytes, encoding } = await transferred(`${baseUrl}${path}`, acceptEncoding);
    if (encoding !== (name === 'raw' ? 'identity' : name))
      throw new Error(`${path}: asked ${name}, got ${encoding}`);
    sizes[name] = bytes;
  }
  return sizes;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
const row = (sizes: Record<Encoding, number>, label: string) =>
  `  ${kb(sizes.raw)} ${kb(sizes.br)} ${kb(sizes.gzip)}  ${label}`;

const shouldBuild = values.build || !existsSync(manifest);
if (shouldBuild && run('npm', ['run', 'build', '-w', '@hanpan/web']).status !== 0)
  throw new Error('web build failed');
const listed = run(process.execPath, ['apps/web/scripts/report-size.mjs', '--files']);
const { files, budgetBytes } = JSON.parse(listed.stdout) as { files: string[]; budgetBytes: number };

const server = await startServer({ env: { FEED_FIXTURE_COUNT: '300' } });
try {
  // The simulator fills the catalogue within a few ticks; index2 shows its popular events.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const total: Record<Encoding, number> = { raw: 0, br: 0, gzip: 0 };
  console.log(
    `web-size (${shouldBuild ? 'fresh build' : 'existing apps/web/dist'}), bytes received from ${server.url}:`,
  );
  console.log('      raw          br        gzip');
  for (const file of files) {
    const sizes = await measure(server.url, `/${file}`);
    for (const name of Object.keys(total) as Encoding[]) total[name] += sizes[name];
    console.log(row(sizes, file));
  }
  console.log(row(total, 'home route JavaScript'));
  console.log(row(await measure(server.url, '/'), 'index.html'));
  console.log(row(await measure(server.url, '/api/index2'), 'GET /api/index2 (anonymous)'));
  console.log(
    `baseline: the ${budgetBytes / 1024} KB gzip budget of the home route; received ${(total.gzip / 1024).toFixed(1)} KB ` +
      `gzip = ${((total.gzip / budgetBytes) * 100).toFixed(1)}% of budget (${total.gzip <= budgetBytes ? 'within' : 'OVER'}); ` +
      `brotli ${(total.br / 1024).toFixed(1)} KB; before issue 10 every byte went out raw (${(total.raw / 1024).toFixed(1)} KB)`,
  );
  if (total.gzip > budgetBytes) process.exitCode = 1;
} finally {
  await server.stop();
}
