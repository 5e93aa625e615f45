import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';

/** One year, the figure HSTS preload lists ask for; subdomains of the app's host are covered too. */
const HSTS_MAX_AGE = 31_536_000;

/** The live channel's origin (`/ws` on the public address, ws or wss like the page). */
const liveChannelOrigin = (publicUrl: string): string | null => {
  try {
    const url = new URL(publicUrl);
    return `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
  } catch {
    return null;
  }
};

/**
 * The Content-Security-Policy the built client (Vite + React + antd) works under:
 * - scripts only from this origin: Vite's build has no inline script (one module entry and its chunks);
 * - styles from this origin and inline: antd 5 builds its CSS in the browser (CSS-in-JS) and injects
 *   `<style>` elements at run time, and index.html is a static file, so no per-request nonce can
 *   reach them. Inline styles cannot run code, so scripts stay locked down;
 * - images and fonts from this origin, `data:` (antd's inline SVG and icons) and `blob:` (previews);
 * - requests to this origin and to the live channel (`ws:`/`wss:` of the public address; `'self'`
 *   covers same-origin WebSockets only in newer browsers);
 * - frames only of `blob:` URLs this page made: the documents' PDF preview (web lib/document-preview-dialog)
 *   frames the file it fetched with the session; the API's own answers stay unframeable;
 * - no plugins, nobody frames this app (clickjacking), forms and `<base>` only to this origin.
 */
export const contentSecurityPolicy = (publicUrl: string) => {
  const https = publicUrl.startsWith('https:');
  const live = liveChannelOrigin(publicUrl);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...(live ? [live] : [])],
      frameSrc: ['blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      ...(https ? { upgradeInsecureRequests: [] } : {}),
    },
  };
};

/**
 * helmet's security headers (issue 7): the CSP above; no MIME sniffing (uploads are served back);
 * no framing; no full URLs (reset tokens) leaking to other sites through Referer; cross-origin
 * isolation of windows and resources. With an https public address, HSTS keeps the browser from
 * ever trying plain http again, where the session cookie could be stripped or downgraded; over
 * http it would only be ignored, so it is not sent.
 */
export const securityHeaders = (config: Pick<AppConfig, 'publicUrl'>): RequestHandler => {
  const https = config.publicUrl.startsWith('https:');
  return helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    strictTransportSecurity: https ? { maxAge: HSTS_MAX_AGE, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
  });
};

/**
 * API answers are one person's data: no browser or proxy cache may keep them, so the back
 * button on a shared computer after sign-out or a caching proxy never shows them to someone else.
 */
export const noStore = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};
