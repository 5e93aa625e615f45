import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiMessages, apiRoutes, resetPasswordRequestSchema, userSuccessMessages, type ApiMessageBody } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { RateLimitPerIp } from '../../../../infrastructure/http/rate-limit.guard';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@Controller()
export class RequestPasswordResetController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Spec 8 "Password recovery": always the generic success message. Rate-limited: it sends mail. */
  @Post(apiRoutes.resetPassword)
  @HttpCode(200)
  @Public()
  @RateLimitPerIp('passwordReset', apiMessages.tooManyRequests)
  async request(@Body(new ZodValidationPipe(resetPasswordRequestSchema)) body: { email: string }, @Req() req: Request): Promise<ApiMessageBody> {
    await this.commandBus.execute(new RequestPasswordResetCommand(body.email, contextFromRequest(req)));
    return { message: userSuccessMessages.resetRequested };
  }
}
