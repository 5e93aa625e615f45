import type { Request } from 'express';

/** How long the code may be typed after the password (issue 31). */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/** A password checked for a user with 2FA: who, and until when the code may come (ISO time). */
export type PendingSignIn = { userId: number; until: string };

declare module 'express-session' {
  interface SessionData {
    pendingSignIn?: PendingSignIn;
  }
}

export const pendingSignInFor = (userId: number, now: Date): PendingSignIn => ({ userId, until: new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString() });

/** The session's pending sign-in while it lasts; a session with a signed-in user has none. */
export const pendingSignInOf = (req: Request, now: Date): PendingSignIn | null => {
  const pending = req.session?.pendingSignIn;
  return pending && new Date(pending.until) > now ? pending : null;
};
