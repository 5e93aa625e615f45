import type { CookieOptions } from 'express';
import type { AppConfig } from '../config/app-config';
import type { SessionLifetimes } from './database-session-store';

export const SESSION_COOKIE = 'pratiche.sid';

/** http-only and SameSite=Lax always; Secure when the public address is https. */
export const sessionCookieOptions = (config: Pick<AppConfig, 'publicUrl'>) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
  }) satisfies CookieOptions;

/**
 * A Secure cookie is named `__Host-...`: the browser then accepts it only when Secure, Path=/ and
 * without Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 * (Over http the prefix would make browsers drop the cookie, hence the plain name there.)
 */
export const sessionCookieName = (config: Pick<AppConfig, 'publicUrl'>): string =>
  sessionCookieOptions(config).secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;

export const sessionLifetimes = (config: Pick<AppConfig, 'sessionIdleMinutes' | 'sessionMaxHours'>): SessionLifetimes => ({
  idleMs: config.sessionIdleMinutes * 60 * 1000,
  maxMs: config.sessionMaxHours * 60 * 60 * 1000,
});
