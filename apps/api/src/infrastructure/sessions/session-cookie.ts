import type { CookieOptions } from 'express';
import type { AppConfig } from '../config/app-config';

export const SESSION_COOKIE = 'pratiche.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** http-only and SameSite=Lax always; Secure when the public address is https. */
export const sessionCookieOptions = (config: Pick<AppConfig, 'publicUrl'>) =>
  ({
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https:'),
    path: '/',
  }) satisfies CookieOptions;
