import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiMessages } from '@pratiche/contracts';
import type { Request } from 'express';
import type { SessionUser } from '../sessions/session-user';
import { ACCESS_POLICY, type AccessPolicy, type UserRole } from './access-policy';
import { accessDenied, ApiError, notAuthenticated } from './api-error';

const roleRefusal: Record<UserRole, string> = {
  admin: apiMessages.adminOnly,
  cedente: apiMessages.cedenteOnly,
  cessionario: apiMessages.cessionarioOnly,
};

const hasRole = (user: SessionUser, role: UserRole) => (role === 'admin' ? user.isAdmin : role === 'cedente' ? user.isCedente : user.isCessionario);

/** Throws the refusal for `user` under `policy`, or returns when the call is allowed. */
export const enforcePolicy = (policy: AccessPolicy, user: SessionUser | undefined): void => {
  if (policy.kind === 'public') return;
  if (!user) throw notAuthenticated();
  if (policy.kind === 'signed-in') return;
  if (policy.kind === 'role' && !hasRole(user, policy.role)) throw accessDenied(roleRefusal[policy.role]);
  // Every role needs an active account: an admin flag on a pending account grants nothing yet.
  if (user.status !== 'active') throw accessDenied(apiMessages.accountNotActive);
};

/** Global guard: a route without a declared policy is a programming error and is refused. */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  private readonly logger = new Logger('AccessPolicyGuard');

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    // The /ws gateway authenticates from the session cookie at upgrade (ARCHITECTURE.md section 7).
    if (context.getType() !== 'http') return true;
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [context.getHandler(), context.getClass()]);
    if (!policy) {
      this.logger.error(`Route without an access policy: ${context.getClass().name}.${context.getHandler().name}`);
      throw new ApiError(500, apiMessages.internal);
    }
    enforcePolicy(policy, context.switchToHttp().getRequest<Request>().user);
    return true;
  }
}
