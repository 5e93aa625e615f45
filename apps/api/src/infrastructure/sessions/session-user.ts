/**
 * What the HTTP layer needs to know about the signed-in user: enough to enforce an access
 * policy. Passport puts the full user (loaded per request by the user module) on `req.user`.
 */
export type SessionUser = {
  id: number;
  status: 'pending' | 'active' | 'rejected' | 'blocked';
  isAdmin: boolean;
  isCedente: boolean;
  isCessionario: boolean;
  /** Issue 31: the account signs in with a second factor (an admin without one must enrol first). */
  twoFactorEnabled: boolean;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // Declaration merging with passport's empty `Express.User`.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}
