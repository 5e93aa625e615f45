import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerenderAuthShell } from './prerender-auth';

const libEntry = (name: string) => fileURLToPath(new URL(`../../libs/${name}/src/index.ts`, import.meta.url));
const isSharedLibSource = (id: string) => /[\\/]libs[\\/](contracts|domain)[\\/]src[\\/]/.test(id);

/**
 * main.tsx loads the libraries and the app as dynamic imports, one after another (boot stages);
 * this lists every chunk they need as a modulepreload in index.html, so the browser fetches them
 * all at once beside the entry instead of one stage's chunks after the other's.
 */
const preloadBootStages = (): Plugin => ({
  name: 'preload-boot-stages',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { chunk, bundle }) {
      if (!chunk || !bundle) return [];
      const files = staticClosure(bundle, chunk.dynamicImports).filter((file) => file !== chunk.fileName && !chunk.imports.includes(file));
      return files.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' }));
    },
  },
});

/** The chunks `files` import statically, directly or not, with the files themselves, in load order. */
const staticClosure = (bundle: Rollup.OutputBundle, files: readonly string[]): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const output = bundle[file];
    if (seen.has(file) || output?.type !== 'chunk') return;
    seen.add(file);
    output.imports.forEach(visit);
  };
  files.forEach(visit);
  return [...seen];
};

// The API (NestJS) listens on 3000; in development Vite proxies to it so cookies stay same-origin.
const apiTarget = 'http://localhost:3000';

const resolve = {
  // Compile the shared libs from source so the client never depends on their `dist` being built.
  alias: {
    '@pratiche/contracts': libEntry('contracts'),
    '@pratiche/domain': libEntry('domain'),
  },
};

export default defineConfig({
  plugins: [
    react(),
    preloadBootStages(),
    // Brotli and gzip siblings (`.br`, `.gz`) of each text file, at maximum effort (the plugin's
    // defaults: brotli 11, gzip 9) once at build time, so the API (web-app.ts) sends them as they
    // are and never compresses per request. A sibling no smaller than its original is skipped.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    prerenderAuthShell({ resolve }),
  ],
  resolve,
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true },
    },
  },
  build: {
    // Terser compresses further than esbuild's minifier: about 8 KB gzip less on /auth's first
    // load (bench/web-bundle.ts), which keeps the 250 KB budget now that the signed-in pages use
    // ProTable and StepsForm, whose antd modules partly live in the shared chunks. It costs build time.
    minify: 'terser',
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-bundle.ts reads the manifest to measure what the /auth route loads.
    manifest: true,
    rollupOptions: {
      // The shared libs only declare things (zod schemas, messages, rules): a file of theirs nothing
      // imports from can go, so the entry does not build every schema of the API at start-up.
      treeshake: { moduleSideEffects: (id) => !isSharedLibSource(id) },
    },
  },
});
