import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Request } from 'express';
import type { AppConfig } from '../config/app-config';
import { csrfOriginCheck } from './csrf-origin-check';
import { refuseNulCharacters } from './request-validation';
import { noStore, securityHeaders } from './security-headers';

/** JSON bodies of this API are small forms; anything larger is refused before parsing. */
export const JSON_BODY_LIMIT = '100kb';

/**
 * Express settings and middleware that come before the routes: no framework fingerprint, the
 * proxy trust of TRUST_PROXY (off: rate limits key on the socket address), security headers,
 * no caching of `/api` answers, the CSRF origin check, the JSON parser and the refusal of NUL
 * characters. The raw body is kept for webhook signatures.
 */
export const installHttp = (app: NestExpressApplication, config: AppConfig) => {
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(securityHeaders(config));
  app.use('/api', noStore);
  app.use(csrfOriginCheck(config.publicUrl));
  app.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      verify: (req, _res, buf) => {
        (req as Request & { rawBody?: Buffer }).rawBody = buf;
      },
    }),
  );
  app.use(refuseNulCharacters);
};
