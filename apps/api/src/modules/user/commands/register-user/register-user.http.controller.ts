import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiMessages, apiRoutes, registerRequestSchema, type UserResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { SessionAuth } from '../../../../infrastructure/sessions/session-auth';
import { UsersReader } from '../../../identity/users.reader';
import { RegisterUserCommand, type RegisterBody } from './register-user.command';

@Controller()
export class RegisterUserController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly sessions: SessionAuth,
    private readonly users: UsersReader,
  ) {}

  /** Spec 7: "returns the user and signs the person in". Limited per IP: each one hashes a password. */
  @Post(apiRoutes.register)
  @Public()
  @RateLimitPerIp('registration', apiMessages.tooManyRequests)
  async register(@Body(new ZodValidationPipe(registerRequestSchema)) body: RegisterBody, @Req() req: Request): Promise<UserResponse> {
    const { userId } = await this.commandBus.execute(new RegisterUserCommand(body, contextFromRequest(req)));
    await this.sessions.signIn(req, userId);
    return (await this.users.byId(userId))!;
  }
}
