import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, type Plugin, type UserConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
type AuthShell = { html: string; styles: string };
type ShellModule = { renderAuthShell: () => AuthShell };
const shellEntry = '/src/app/prerender/auth-shell.tsx';

/**
 * After the client build, writes dist/auth.html: index.html with /auth's first screen rendered
 * (src/app/prerender/auth-shell.tsx) beside #root and antd's CSS for it in the head, with brotli and
 * gzip siblings like the other files. The API serves it for /auth, so the sign-in page paints
 * before its scripts arrive (Lighthouse, issue 5). The render runs through a Vite server in SSR
 * mode, which compiles our sources and leaves the libraries to Node.
 */
export const prerenderAuthShell = (shared: Pick<UserConfig, 'resolve'>): Plugin => ({
  name: 'prerender-auth-shell',
  apply: 'build',
  async closeBundle() {
    const outDir = join(webRoot, 'dist');
    const server = await createServer({
      ...shared,
      configFile: false,
      root: webRoot,
      mode: 'production',
      logLevel: 'error',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, ws: false },
      optimizeDeps: { noDiscovery: true, include: [] },
      // The production JSX runtime: React's production build has no jsxDEV.
      esbuild: { jsx: 'automatic', jsxDev: false },
    });
    try {
      const { renderAuthShell } = (await server.ssrLoadModule(shellEntry)) as ShellModule;
      writeAuthHtml(outDir, renderAuthShell());
    } finally {
      await server.close();
    }
  },
});

const overlay = 'position:absolute;top:0;left:0;width:100%';

const writeAuthHtml = (outDir: string, shell: AuthShell) => {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The copy is for the eyes only: no ids (the live form has them) and out of the accessibility tree.
  // It lies over #root rather than above it, so #root does not move up when it goes (layout shift).
  const markup = shell.html.replace(/\s(id|for)="[^"]*"/g, '');
  const html = index
    .replace('</head>', `${shell.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="boot-shell" aria-hidden="true" inert style="${overlay}">${markup}</div><div id="root"></div>`);
  if (html === index) throw new Error('prerender-auth-shell: index.html has no </head> or empty #root to fill');
  const file = join(outDir, 'auth.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
};
