import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';

/** Paths the API and the live channel own; everything else belongs to the client router. */
export const isServerPath = (path: string) => /^\/(api|ws)(\/|$)/.test(path);

/** Vite names every file under /assets after a hash of its content: a new build means a new URL. */
export const IMMUTABLE_ASSET = 'public, max-age=31536000, immutable';
/** index.html names the current build's assets, so the browser must ask again each time (a 304 if unchanged). */
export const REVALIDATE = 'no-cache';

const isHashedAsset = (distDir: string, filePath: string) => relative(distDir, filePath).startsWith(`assets${sep}`);

/** index.html with /auth's first screen prerendered (apps/web/prerender-auth.ts), when the build wrote it. */
const AUTH_HTML = 'auth.html';

/**
 * /auth gets the prerendered page, through the static files below so its brotli sibling is sent.
 * Only the sign-in tab is prerendered: `?tab=register` gets index.html.
 */
const servePrerenderedAuth = (req: Request, _res: Response, next: NextFunction) => {
  if (req.method === 'GET' && req.path === '/auth' && req.query.tab === undefined) req.url = `/${AUTH_HTML}`;
  next();
};

/**
 * The signed-in pages whose first screen the web build prerendered (apps/web/src/app/prerender/signed-shell.tsx),
 * by path: the frame's header and the page's title over skeletons, painted before the scripts run
 * (issue 8). Only a signed-in visitor gets them: anyone else is on the way to /auth.
 */
const SIGNED_SHELLS: Record<string, string> = { '/': 'signed-home.html', '/marketplace': 'signed-marketplace.html', '/admin': 'signed-admin.html' };
/** Where the home page's copy shows the company name (the slot of signed-shell.tsx). */
export const COMPANY_NAME_SLOT = '__PRATICHE_COMPANY_NAME__';
/**
 * It carries the person's company name: no shared cache may keep it, and the browser asks again on
 * every visit. Not no-store: that would keep the page out of the back/forward cache (Lighthouse's
 * bf-cache audit), which holds the live page, data and all, whatever this header says.
 */
export const PERSONAL_PAGE = 'private, no-cache';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A replacer function, not a string: a name holding `$&` or `$\`` must not expand into the template. */
const fillCompanyName = (template: string, name: string) => template.replace(COMPANY_NAME_SLOT, () => escapeHtml(name));

const readSignedShells = (distDir: string) =>
  new Map(
    Object.entries(SIGNED_SHELLS).flatMap(([path, file]) =>
      existsSync(join(distDir, file)) ? [[path, readFileSync(join(distDir, file), 'utf8')] as const] : [],
    ),
  );

/**
 * A signed-in GET of a prerendered page gets its copy with the company name filled in, compressed
 * here (a few KB, brotli at a fast level) since it differs per person.
 */
const serveSignedShell = (shells: ReadonlyMap<string, string>) => (req: Request, res: Response, next: NextFunction) => {
  const template = req.method === 'GET' ? shells.get(req.path) : undefined;
  const companyName = (req.user as { companyName?: unknown } | undefined)?.companyName;
  if (!template || !req.user) return next();
  const html = Buffer.from(fillCompanyName(template, typeof companyName === 'string' ? companyName : ''));
  const accepts = req.acceptsEncodings('br', 'gzip', 'identity');
  res.setHeader('Cache-Control', PERSONAL_PAGE);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
  res.type('html');
  if (accepts === 'br') res.setHeader('Content-Encoding', 'br').send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  else if (accepts === 'gzip') res.setHeader('Content-Encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  else res.send(html);
};

/**
 * Serves the built client (ARCHITECTURE.md section 9: one port serves everything): its files,
 * and index.html for any other GET so deep links reach the client router. Unknown /api paths
 * fall through to Nest, which answers a JSON 404. Returns false when no build is present.
 *
 * The build writes brotli and gzip siblings (`.br`, `.gz`) beside each asset; the one the
 * browser accepts is sent, with the original's Content-Type and `Vary: Accept-Encoding`, so
 * nothing is compressed per request. A missing /assets file answers 404 rather than
 * index.html: a stale chunk request must fail as a script, not parse HTML.
 */
export const serveWebApp = (app: NestExpressApplication, distDir: string): boolean => {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  if (existsSync(join(distDir, AUTH_HTML))) app.use(servePrerenderedAuth);
  const signedShells = readSignedShells(distDir);
  if (signedShells.size > 0) app.use(serveSignedShell(signedShells));
  app.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        cacheControl: false,
        setHeaders: (res, filePath) => res.setHeader('Cache-Control', isHashedAsset(distDir, filePath) ? IMMUTABLE_ASSET : REVALIDATE),
      },
    }),
  );
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path) || req.path.startsWith('/assets/')) return next();
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexHtml, { cacheControl: false });
  });
  return true;
};
