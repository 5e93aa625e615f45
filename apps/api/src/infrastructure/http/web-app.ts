import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
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
