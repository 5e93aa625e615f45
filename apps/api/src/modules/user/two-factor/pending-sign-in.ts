import type { Request } from 'express';

/** How long the code may be typed after the password (issue 31). */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * A password checked for a user with 2FA: its id (the row counting its wrong codes,
 * second-factor-tries.ts), who, and until when the code may come (ISO time).
 */
export type PendingSignIn = { id: string; userId: number; until: string };

declare module 'express-session' {
  interface SessionData {
    pendingSignIn?: PendingSignIn;
  }
}

/** The session's pending sign-in while it lasts; a session with a signed-in user has none, nor one saved by an older version (no id). */
export const pendingSignInOf = (req: Request, now: Date): PendingSignIn | null => {
  const pending = req.session?.pendingSignIn;
  return pending?.id && new Date(pending.until) > now ? pending : null;
};

/** The password must be typed again. */
export const dropPendingSignIn = (req: Request): void => {
  if (req.session) delete req.session.pendingSignIn;
};
