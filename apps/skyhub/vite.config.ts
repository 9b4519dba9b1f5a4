import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The game pages, served by the provider's plugin: /skyhub/play (index.html) and /skyhub/assets/*.
export default defineConfig({
  root: 'src/client',
  base: '/skyhub/',
  plugins: [react()],
  build: { outDir: '../../dist/client', emptyOutDir: true, target: 'es2022', sourcemap: false },
  server: { proxy: { '/skyhub/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
});
