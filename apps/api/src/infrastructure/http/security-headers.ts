import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AppConfig } from '../config/app-config';

/** One year, the figure HSTS preload lists ask for; subdomains of the app's host are covered too. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The few headers that matter for a JSON API serving a SPA, without pulling in helmet: no MIME
 * sniffing (uploads are served back), no framing (clickjacking), no full URLs (reset tokens)
 * leaking to other sites through Referer. With an https public address, HSTS keeps the browser
 * from ever trying plain http again, where the session cookie could be stripped or downgraded.
 */
export const securityHeaders = (config: Pick<AppConfig, 'publicUrl'>): RequestHandler => {
  const https = config.publicUrl.startsWith('https:');
  return (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Referrer-Policy', 'same-origin');
    if (https) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
};

/**
 * API answers are one person's data: no browser or proxy cache may keep them, so the back
 * button on a shared computer after sign-out or a caching proxy never shows them to someone else.
 */
export const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
