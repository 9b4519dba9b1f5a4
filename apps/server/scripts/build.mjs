// Compiles the server to plain JavaScript for production (`npm start`): esbuild bundles the server's
// own sources and @hanpan/core (TypeScript, no build of its own) into ESM files in dist/, with source
// maps; every other package stays an import of node_modules, as it is in development.
// Usage: node scripts/build.mjs [outdir]
import { readdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(serverDir, process.argv[2] ?? 'dist');

// The entries sit flat in dist/ (with their shared chunks), one level under apps/server like
// src/config.ts, so paths config.ts derives from import.meta.url are the same in both modes.
const entryPoints = {
  main: 'src/main.ts',
  'staff-create': 'src/scripts/staff-create.ts',
  'ledger-check': 'src/scripts/ledger-check.ts',
  'feed-publish': 'src/scripts/feed-publish.ts',
};

/** Bundles workspace packages (@hanpan/*), leaves every other bare import to node_modules. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@hanpan/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
const result = await build({
  absWorkingDir: serverDir,
  entryPoints,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  metafile: true,
  plugins: [externalPackages],
});
// Files are overwritten in place, not the folder emptied first: a server running from dist/ keeps
// working during a rebuild (staff:create, ledger:check); chunks of older builds are removed after.
const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(serverDir, file)));
for (const file of readdirSync(outdir)) {
  if (!written.has(join(outdir, file))) rmSync(join(outdir, file), { recursive: true, force: true });
}
console.log(
  `server build: ${Object.keys(entryPoints).join(', ')} -> ${outdir} in ${Date.now() - started} ms`,
);
