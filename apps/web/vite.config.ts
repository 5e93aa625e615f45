import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';

const libEntry = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));

/**
 * antd's Button styles (in the entry chunk) import `isBright` from the colour picker's presets
 * module, which also imports Collapse. Once a lazy page includes Collapse (ProTable does, through
 * its colour field), Rollup follows that import and puts Collapse in the entry, which /auth pays
 * for. Button gets a copy of the one function instead (src/vendor/antd-is-bright.ts).
 */
const buttonIsBright = (): Plugin => {
  const copy = fileURLToPath(new URL('./src/vendor/antd-is-bright.ts', import.meta.url));
  return {
    name: 'antd-button-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromButtonStyle = importer?.replace(/\\/g, '/').includes('/antd/es/button/style/');
      return fromButtonStyle && source.endsWith('color-picker/components/ColorPresets') ? copy : null;
    },
  };
};

// The API (NestJS) listens on 3000; in development Vite proxies to it so cookies stay same-origin.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    buttonIsBright(),
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
