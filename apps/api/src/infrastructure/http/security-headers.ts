import type { NextFunction, Request, Response } from 'express';

/**
 * The few headers that matter for a JSON API serving a SPA, without pulling in helmet: no MIME
 * sniffing (uploads are served back), no framing (clickjacking), no full URLs (reset tokens)
 * leaking to other sites through Referer.
 */
export const securityHeaders = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
};
