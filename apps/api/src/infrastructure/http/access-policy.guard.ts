import { Inject, Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiMessages, twoFactorMessages } from '@pratiche/contracts';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { SessionUser } from '../sessions/session-user';
import { ACCESS_POLICY, ALLOWED_BEFORE_TWO_FACTOR_ENROLMENT, type AccessPolicy, type UserRole } from './access-policy';
import { accessDenied, ApiError, notAuthenticated } from './api-error';

const roleRefusal: Record<UserRole, string> = {
  admin: apiMessages.adminOnly,
  cedente: apiMessages.cedenteOnly,
  cessionario: apiMessages.cessionarioOnly,
};

const hasRole = (user: SessionUser, role: UserRole) => (role === 'admin' ? user.isAdmin : role === 'cedente' ? user.isCedente : user.isCessionario);

/**
 * Issue 31: an active admin without a second factor must enrol before anything else, unless the
 * deployment turned the rule off (ADMIN_2FA_REQUIRED=false). `GET /api/user/two-factor` tells the web.
 */
export const twoFactorEnrolmentDue = (user: SessionUser, required: boolean): boolean =>
  required && user.isAdmin && user.status === 'active' && !user.twoFactorEnabled;

/** What enforcePolicy needs to apply the admins' two-factor enrolment rule (none: the rule is off). */
export type EnrolmentRule = { required: boolean; routeAllowedBeforeEnrolment: boolean };

/**
 * Throws the refusal for `user` under `policy`, or returns when the call is allowed. Public routes
 * give nothing a signed-out visitor lacks, so the enrolment rule leaves them (and logout) alone.
 */
export const enforcePolicy = (policy: AccessPolicy, user: SessionUser | undefined, enrolment?: EnrolmentRule): void => {
  if (policy.kind === 'public') return;
  if (!user) throw notAuthenticated();
  if (enrolment && !enrolment.routeAllowedBeforeEnrolment && twoFactorEnrolmentDue(user, enrolment.required))
    throw accessDenied(twoFactorMessages.enrolmentRequired);
  if (policy.kind === 'signed-in') return;
  if (policy.kind === 'role' && !hasRole(user, policy.role)) throw accessDenied(roleRefusal[policy.role]);
  // Every role needs an active account: an admin flag on a pending account grants nothing yet.
  if (user.status !== 'active') throw accessDenied(apiMessages.accountNotActive);
};

/** Global guard: a route without a declared policy is a programming error and is refused. */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  private readonly logger = new Logger('AccessPolicyGuard');

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminTwoFactorRequired'>,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    // The /ws gateway authenticates from the session cookie at upgrade (ARCHITECTURE.md section 7).
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);
    if (!policy) {
      this.logger.error(`Route without an access policy: ${context.getClass().name}.${context.getHandler().name}`);
      throw new ApiError(500, apiMessages.internal);
    }
    const routeAllowedBeforeEnrolment = this.reflector.getAllAndOverride<boolean | undefined>(ALLOWED_BEFORE_TWO_FACTOR_ENROLMENT, [
      context.getHandler(),
      context.getClass(),
    ]);
    const enrolment = { required: this.config.adminTwoFactorRequired, routeAllowedBeforeEnrolment: routeAllowedBeforeEnrolment === true };
    enforcePolicy(policy, context.switchToHttp().getRequest<Request>().user, enrolment);
    return true;
  }
}
