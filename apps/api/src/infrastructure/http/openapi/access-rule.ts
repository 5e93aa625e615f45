import { twoFactorMessages, type ApiAccess, type ApiError as ApiErrorAnswer } from '@pratiche/contracts';
import type { SessionUser } from '../../sessions/session-user';
import type { AccessPolicy } from '../access-policy';
import { enforcePolicy } from '../access-policy.guard';
import { ApiError } from '../api-error';

/** One sentence per access rule, written into each operation's description. */
export const accessSentence: Record<ApiAccess, string> = {
  public: 'Access: public, no session needed.',
  'signed-in': 'Access: signed in, whatever the account status.',
  'active-user': 'Access: signed in with an active account.',
  admin: 'Access: signed in as an administrator with an active account.',
  cedente: 'Access: signed in as a seller (cedente) with an active account.',
  cessionario: 'Access: signed in as a buyer (cessionario) with an active account.',
};

/** The documented name of a route's `@Public/@SignedIn/@ActiveUser/@Role` policy. */
export const accessOf = (policy: AccessPolicy): ApiAccess => (policy.kind === 'role' ? policy.role : policy.kind);

export const policyOf = (access: ApiAccess): AccessPolicy =>
  access === 'public' || access === 'signed-in' || access === 'active-user' ? { kind: access } : { kind: 'role', role: access };

const probe = (status: SessionUser['status'], roles: boolean): SessionUser => ({
  id: 1,
  status,
  isAdmin: roles,
  isCedente: roles,
  isCessionario: roles,
  twoFactorEnabled: true,
});
/** Nobody, an active user with no role, a pending user with every role: between them they meet every refusal of a rule. */
const callers = [undefined, probe('active', false), probe('pending', true)];

const refusalOf = (policy: AccessPolicy, caller: SessionUser | undefined): ApiErrorAnswer | null => {
  try {
    enforcePolicy(policy, caller);
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, message: error.message };
  }
};

/**
 * The refusals of the access rule, asked of the guard's own `enforcePolicy` so the document says
 * what the API answers; admin routes also name the forced two-factor enrolment of admins without it.
 */
export const accessRefusals = (access: ApiAccess): ApiErrorAnswer[] => {
  const refusals = callers.map((caller) => refusalOf(policyOf(access), caller)).filter((r): r is ApiErrorAnswer => r !== null);
  if (access === 'admin') refusals.push({ status: 403, message: twoFactorMessages.enrolmentRequired });
  return refusals;
};
