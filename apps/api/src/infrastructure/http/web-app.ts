import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Paths the API and the live channel own; everything else belongs to the client router. */
export const isServerPath = (path: string) => /^\/(api|ws)(\/|$)/.test(path);

/**
 * Serves the built client (ARCHITECTURE.md section 9: one port serves everything): its files,
 * and index.html for any other GET so deep links reach the client router. Unknown /api paths
 * fall through to Nest, which answers a JSON 404. Returns false when no build is present.
 */
export const serveWebApp = (app: NestExpressApplication, distDir: string): boolean => {
  const indexHtml = join(distDir, 'index.html');
  if (!existsSync(indexHtml)) return false;
  app.use(express.static(distDir, { index: false }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    res.sendFile(indexHtml);
  });
  return true;
};
