import { SetMetadata } from '@nestjs/common';

export type UserRole = 'admin' | 'cedente' | 'cessionario';

/**
 * Who may call a route (ARCHITECTURE.md section 7). Every route declares exactly one; the
 * AccessPolicyGuard enforces it and refuses routes that declare none. Ownership checks
 * (my practice, my document) stay in the handlers, which know the resource.
 */
export type AccessPolicy = { kind: 'public' } | { kind: 'signed-in' } | { kind: 'active-user' } | { kind: 'role'; role: UserRole };

export const ACCESS_POLICY = 'pratiche:access-policy';

const policy = (value: AccessPolicy) => SetMetadata(ACCESS_POLICY, value);

/** Anyone, signed in or not. */
export const Public = () => policy({ kind: 'public' });
/** Any signed-in user, whatever the account status (pending users see their own data). */
export const SignedIn = () => policy({ kind: 'signed-in' });
/** A signed-in user whose account is active. */
export const ActiveUser = () => policy({ kind: 'active-user' });
/** A signed-in user with the role and an active account. */
export const Role = (role: UserRole) => policy({ kind: 'role', role });

export const ALLOWED_BEFORE_TWO_FACTOR_ENROLMENT = 'pratiche:allowed-before-2fa-enrolment';

/**
 * Issue 31: a route an admin who must enrol in two-factor sign-in may still call (the current
 * user, the two-factor routes); every other route refuses such an admin (see enforcePolicy).
 */
export const AllowedBeforeTwoFactorEnrolment = () => SetMetadata(ALLOWED_BEFORE_TWO_FACTOR_ENROLMENT, true);
