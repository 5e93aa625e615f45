import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const libEntry = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

// The API (NestJS) listens on 3000; in development Vite proxies to it so cookies stay same-origin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip siblings (`.br`, `.gz`) of each text file, at maximum effort (the plugin's
    // defaults: brotli 11, gzip 9) once at build time, so the API (web-app.ts) sends them as they
    // are and never compresses per request. A sibling no smaller than its original is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
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
