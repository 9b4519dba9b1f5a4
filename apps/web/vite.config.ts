import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const serverOrigin = 'http://127.0.0.1:3000';

/** A unique id per production build: base-36 timestamp plus random hex. Dev builds are 'dev'. */
function createBuildId(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/** Writes dist/build-id.txt so the server can report the id of the build it serves (GET /api/version). */
function buildIdFile(buildId: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'hanpan-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      writeFileSync(resolve(outDir, 'build-id.txt'), `${buildId}\n`);
    },
  };
}

export default defineConfig(({ command }) => {
  const buildId = command === 'build' ? createBuildId() : 'dev';
  return {
    plugins: [react(), buildIdFile(buildId)],
    define: { __BUILD_ID__: JSON.stringify(buildId) },
    build: { manifest: true, target: 'es2022', sourcemap: false },
    server: {
      proxy: {
        '/api': { target: serverOrigin, changeOrigin: false },
        '/chat': { target: serverOrigin, ws: true, changeOrigin: false },
      },
    },
    preview: {
      proxy: {
        '/api': { target: serverOrigin, changeOrigin: false },
      },
    },
  };
});
