import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const libEntry = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

// The API (NestJS) listens on 3000; in development Vite proxies to it so cookies stay same-origin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Compile the shared libs from source so the client never depends on their `dist` being built.
    alias: {
      '@pratiche/contracts': libEntry('contracts'),
      '@pratiche/domain': libEntry('domain'),
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.ts reads the manifest to measure what the /auth route loads.
    manifest: true,
  },
});
