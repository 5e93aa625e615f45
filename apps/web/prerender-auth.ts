import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServer, type Plugin, type UserConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
type AuthShell = { html: string; styles: string };
type ShellModule = { renderAuthShell: () => AuthShell };
type SignedShellModule = { renderSignedShell: (page: string) => AuthShell; signedShellPages: Record<string, string> };
const shellEntry = '/src/app/prerender/auth-shell.tsx';
const signedShellEntry = '/src/app/prerender/signed-shell.tsx';

/**
 * After the client build, writes dist/auth.html: index.html with /auth's first screen rendered
 * (src/app/prerender/auth-shell.tsx) beside #root and antd's CSS for it in the head, with brotli and
 * gzip siblings like the other files. The API serves it for /auth, so the sign-in page paints
 * before its scripts arrive (Lighthouse, issue 5). The render runs through a Vite server in SSR
 * mode, which compiles our sources and leaves the libraries to Node.
 *
 * The same for the signed-in pages / , /marketplace and /admin (src/app/prerender/signed-shell.tsx):
 * signed-home.html, signed-marketplace.html, signed-admin.html, the frame's header and the page's
 * title over skeletons, which the API serves to signed-in visitors (issue 8). Each page carries
 * antd's CSS for its copy with antd's cache map, through which the browser's antd reuses those
 * styles (antd's documented inline SSR styles); it generates the others as they are needed.
 */
export const prerenderAuthShell = (shared: Pick<UserConfig, 'resolve'>): Plugin => {
  // The build's own folder (`vite build --outDir …` included), where its index.html is.
  let outDir = join(webRoot, 'dist');
  return {
    name: 'prerender-auth-shell',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
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
        writeShellHtml(outDir, 'auth', renderAuthShell());
        const { renderSignedShell, signedShellPages } = (await server.ssrLoadModule(signedShellEntry)) as SignedShellModule;
        for (const [file, page] of Object.entries(signedShellPages)) writeShellHtml(outDir, file, renderSignedShell(page));
      } finally {
        await server.close();
      }
    },
  };
};

const overlay = 'position:absolute;top:0;left:0;width:100%';

const writeCompressed = (file: string, text: string) => {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
};

const writeShellHtml = (outDir: string, name: string, shell: AuthShell) => {
  const index = readFileSync(join(outDir, 'index.html'), 'utf8');
  // The copy is for the eyes only: no ids (the live form has them) and out of the accessibility tree.
  // It lies over #root rather than above it, so #root does not move up when it goes (layout shift).
  const markup = shell.html.replace(/\s(id|for)="[^"]*"/g, '');
  // The browser may paint a document before it has parsed all of it (a slow device, a loaded
  // machine): a half-parsed copy, centred, then jumps as the rest comes in (layout shift). The
  // link holds the first paint until #root, just after the copy, is parsed (Chromium 124+).
  const html = index
    .replace('</head>', `<link rel="expect" href="#root" blocking="render">${shell.styles}</head>`)
    .replace('<div id="root"></div>', `<div id="boot-shell" aria-hidden="true" inert style="${overlay}">${markup}</div><div id="root"></div>`);
  if (html === index) throw new Error('prerender-auth-shell: index.html has no </head> or empty #root to fill');
  writeCompressed(join(outDir, `${name}.html`), html);
};
