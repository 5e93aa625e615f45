import type { ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { SessionUser } from '../sessions/session-user';
import type { AccessPolicy } from './access-policy';
import { AccessPolicyGuard, enforcePolicy } from './access-policy.guard';
import { ApiError } from './api-error';

const user = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 7,
  status: 'active',
  isAdmin: false,
  isCedente: true,
  isCessionario: false,
  twoFactorEnabled: false,
  ...overrides,
});

const refusal = (policy: AccessPolicy, who: SessionUser | undefined) => {
  try {
    enforcePolicy(policy, who);
    return null;
  } catch (error) {
    return { status: (error as ApiError).status, message: (error as ApiError).message };
  }
};

describe('enforcePolicy (spec 6 "Roles and permissions")', () => {
  it('public lets anyone through', () => {
    expect(refusal({ kind: 'public' }, undefined)).toBeNull();
  });

  it('signed-in: 401 without a user, any status with one', () => {
    expect(refusal({ kind: 'signed-in' }, undefined)).toEqual({ status: 401, message: 'Utente non autenticato' });
    expect(refusal({ kind: 'signed-in' }, user({ status: 'pending' }))).toBeNull();
  });

  it('active-user: 403 for a pending account', () => {
    expect(refusal({ kind: 'active-user' }, user({ status: 'pending' }))).toEqual({ status: 403, message: 'Account non attivo' });
    expect(refusal({ kind: 'active-user' }, user())).toBeNull();
  });

  it.each<[AccessPolicy, Partial<SessionUser>, string]>([
    [{ kind: 'role', role: 'admin' }, {}, 'Devi essere un amministratore per accedere a questa pagina.'],
    [{ kind: 'role', role: 'cedente' }, { isCedente: false }, 'Devi essere registrato come Cedente per accedere a questa pagina.'],
    [{ kind: 'role', role: 'cessionario' }, {}, 'Devi essere registrato come Cessionario per accedere a questa pagina.'],
  ])('role %j without the role: 403 with the spec text', (policy, who, message) => {
    expect(refusal(policy, user(who))).toEqual({ status: 403, message });
  });

  it('every role also needs an active account (an admin flag on a pending account grants nothing); admin does not check the seller/buyer flags', () => {
    expect(refusal({ kind: 'role', role: 'cedente' }, user({ status: 'pending' }))).toEqual({ status: 403, message: 'Account non attivo' });
    expect(refusal({ kind: 'role', role: 'admin' }, user({ isAdmin: true, status: 'pending' }))).toEqual({ status: 403, message: 'Account non attivo' });
    expect(refusal({ kind: 'role', role: 'admin' }, user({ isAdmin: true, isCedente: false }))).toBeNull();
  });

  it('a role route signed out: 401', () => {
    expect(refusal({ kind: 'role', role: 'admin' }, undefined)?.status).toBe(401);
  });
});

describe('issue 31: an active admin without a second factor must enrol first (ADMIN_2FA_REQUIRED)', () => {
  const enrolmentRequired = { status: 403, message: 'Per continuare attiva la verifica in due passaggi' };
  const rule = (routeAllowedBeforeEnrolment = false, required = true) => ({ required, routeAllowedBeforeEnrolment });
  const refusalWith = (policy: AccessPolicy, who: SessionUser, enrolment = rule()) => {
    try {
      enforcePolicy(policy, who, enrolment);
      return null;
    } catch (error) {
      return { status: (error as ApiError).status, message: (error as ApiError).message };
    }
  };
  const admin = user({ isAdmin: true });

  it('refuses every signed-in route, of any policy, with the enrolment text', () => {
    for (const policy of [{ kind: 'signed-in' }, { kind: 'active-user' }, { kind: 'role', role: 'admin' }] as AccessPolicy[])
      expect(refusalWith(policy, admin)).toEqual(enrolmentRequired);
  });

  it('lets through the routes marked as allowed before enrolment, and public ones', () => {
    expect(refusalWith({ kind: 'signed-in' }, admin, rule(true))).toBeNull();
    expect(refusalWith({ kind: 'public' }, admin)).toBeNull();
  });

  it('does not apply once enrolled, to non-admins, to admins not yet active, nor when ADMIN_2FA_REQUIRED=false', () => {
    expect(refusalWith({ kind: 'role', role: 'admin' }, user({ isAdmin: true, twoFactorEnabled: true }))).toBeNull();
    expect(refusalWith({ kind: 'active-user' }, user())).toBeNull();
    expect(refusalWith({ kind: 'signed-in' }, user({ isAdmin: true, status: 'pending' }))).toBeNull();
    expect(refusalWith({ kind: 'role', role: 'admin' }, admin, rule(false, false))).toBeNull();
  });
});

describe('AccessPolicyGuard', () => {
  const contextFor = (handler: () => void, req: object = {}) =>
    ({
      getType: () => 'http',
      getHandler: () => handler,
      getClass: () => class NoPolicyController {},
      switchToHttp: () => ({ getRequest: () => req }),
    }) as unknown as ExecutionContext;

  it('refuses a route that declares no policy (500), whoever calls', () => {
    const guard = new AccessPolicyGuard(new Reflector(), { adminTwoFactorRequired: true });
    jest.spyOn((guard as unknown as { logger: { error: () => void } }).logger, 'error').mockImplementation(() => undefined);
    expect(() => guard.canActivate(contextFor(() => undefined, { user: user({ isAdmin: true }) }))).toThrow(ApiError);
    try {
      guard.canActivate(contextFor(() => undefined));
    } catch (error) {
      expect((error as ApiError).status).toBe(500);
    }
  });
});
