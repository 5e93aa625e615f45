import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, checkoutRequestSchema, type CheckoutRequest, type CheckoutResponse } from '@pratiche/contracts';
import { walletMessages } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { RateLimiters } from '../../../../infrastructure/http/rate-limits';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { StartCheckoutCommand } from './start-checkout.command';

@Controller()
export class StartCheckoutController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly limiters: RateLimiters,
  ) {}

  /**
   * Spec 4: only active accounts use the wallet. Answers `{url}`, where the browser goes to pay.
   * Each checkout is a call to the card provider: counted per user (`checkoutStart`, shared by the
   * instances of one database) before anything is asked.
   */
  @Post(apiRoutes.walletCheckout)
  @HttpCode(200)
  @ActiveUser()
  async start(
    @Body(new ZodValidationPipe(checkoutRequestSchema)) body: CheckoutRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<CheckoutResponse> {
    await this.limiters.consume('checkoutStart', `user:${user.id}`, walletMessages.tooManyCheckouts);
    return this.commandBus.execute(new StartCheckoutCommand(user.id, user.isAdmin, body, contextFromRequest(req)));
  }
}
