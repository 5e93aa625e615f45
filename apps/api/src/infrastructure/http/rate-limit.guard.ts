import { applyDecorators, Injectable, SetMetadata, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientAddressKey } from './client-address';
import { RateLimiters, type RateLimitName } from './rate-limits';

type RateLimitRule = { name: RateLimitName; message: string; anonymousOnly: boolean; perUser?: RateLimitName };

const RATE_LIMIT_RULE = 'pratiche:rate-limit';

/**
 * Counts every call of the route per client IP (the socket address unless TRUST_PROXY is set)
 * before the body is read, so a refused upload costs no bandwidth. With `perUser`, a signed-in
 * caller is also counted per account, which holds wherever the requests come from.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiters: RateLimiters,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT_RULE, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    if (!rule) return true;
    const user = req.user as { id: number } | undefined;
    if (user && rule.perUser) await this.limiters.consume(rule.perUser, `user:${user.id}`, rule.message);
    if (!(rule.anonymousOnly && user)) await this.limiters.consume(rule.name, clientAddressKey(req), rule.message);
    return true;
  }
}

/** The Italian message a handler's `@RateLimitPerIp` refuses with (429), if it has one (the OpenAPI completeness test reads it). */
export const rateLimitMessageOf = (handler: object): string | undefined =>
  (Reflect.getMetadata(RATE_LIMIT_RULE, handler) as RateLimitRule | undefined)?.message;

export const RateLimitPerIp = (name: RateLimitName, message: string, options: { anonymousOnly?: boolean; perUser?: RateLimitName } = {}) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_RULE, { name, message, anonymousOnly: options.anonymousOnly ?? false, perUser: options.perUser } satisfies RateLimitRule),
    UseGuards(RateLimitGuard),
  );
