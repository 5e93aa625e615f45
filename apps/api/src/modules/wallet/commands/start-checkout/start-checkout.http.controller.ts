import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, checkoutRequestSchema, type CheckoutRequest, type CheckoutResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../user/session/current-user.decorator';
import type { UserView } from '../../../user/users.reader';
import { StartCheckoutCommand } from './start-checkout.command';

@Controller()
export class StartCheckoutController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Spec 4: only active accounts use the wallet. Answers `{url}`, where the browser goes to pay. */
  @Post(apiRoutes.walletCheckout)
  @HttpCode(200)
  @ActiveUser()
  start(
    @Body(new ZodValidationPipe(checkoutRequestSchema)) body: CheckoutRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<CheckoutResponse> {
    return this.commandBus.execute(new StartCheckoutCommand(user.id, user.isAdmin, body, contextFromRequest(req)));
  }
}
