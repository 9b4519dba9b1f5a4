import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const serverOrigin = 'http://127.0.0.1:3000';

// The back office is served by the API server under /admin (ADMIN_DIST_DIR); the dev server proxies /api.
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { target: 'es2022', sourcemap: false },
  server: {
    port: 5174,
    proxy: { '/api': { target: serverOrigin, changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: serverOrigin, changeOrigin: false } },
  },
});
