import { apiMessages, apiRoutes, type ApiErrorBody } from '@pratiche/contracts';
import type { NextFunction, Request, Response } from 'express';
import { requestIdOf } from '../observability/request-id';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).host;
  } catch {
    return null;
  }
};

/**
 * Whether an Origin or Referer names this server: the Host asked for, or PUBLIC_URL's host.
 * Shared by the CSRF check and the `/ws` upgrade (cross-site WebSocket hijacking).
 */
export const ownOriginTest = (publicUrl: string) => {
  const publicHost = hostOf(publicUrl);
  return (source: string, requestHost: string | undefined): boolean => {
    const sourceHost = hostOf(source);
    return sourceHost !== null && (sourceHost === requestHost || sourceHost === publicHost);
  };
};

/**
 * RFC 8058's one-click unsubscribe of saved searches (issue 31): mail providers POST it from
 * their own pages or servers, with their Origin or none. It needs no session (the token in the
 * query is the proof), so a cross-site POST can do nothing a link could not: it alone is exempt.
 */
const isOneClickUnsubscribe = (req: Request) => req.method === 'POST' && req.path === apiRoutes.savedSearchUnsubscribe;

/** The Origin header, or without it the Referer: where a browser says the request comes from. */
const claimedSource = (req: Request): string | undefined => req.header('origin') ?? req.header('referer');

/**
 * CSRF defence by origin check (ARCHITECTURE.md section 7), on top of the SameSite=Lax cookie.
 * A state-changing request that names a foreign origin is refused. A request naming none is
 * let through: browsers always send Origin on cross-site POSTs, and scripts without a browser
 * (webhooks, curl) carry no ambient cookies to abuse. `Origin: null` (sandboxed pages) is refused.
 */
export const csrfOriginCheck = (publicUrl: string) => {
  const isOwnOrigin = ownOriginTest(publicUrl);
  return (req: Request, res: Response, next: NextFunction) => {
    const source = claimedSource(req);
    if (SAFE_METHODS.has(req.method) || source === undefined || isOneClickUnsubscribe(req)) return next();
    if (isOwnOrigin(source, req.header('host'))) return next();
    const body: ApiErrorBody = { error: apiMessages.requestRefused, message: apiMessages.requestRefused, requestId: requestIdOf(req) };
    res.status(403).json(body);
  };
};
