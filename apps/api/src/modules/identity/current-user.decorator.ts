import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { notAuthenticated } from '../../infrastructure/http/api-error';
import type { UserView } from './users.reader';

/** The signed-in user as loaded from `users_view` for this request (see SessionUserSerializer). */
export const currentUserOf = (req: Request): UserView => {
  if (!req.user) throw notAuthenticated();
  return req.user as unknown as UserView;
};

export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext) => currentUserOf(context.switchToHttp().getRequest<Request>()));
