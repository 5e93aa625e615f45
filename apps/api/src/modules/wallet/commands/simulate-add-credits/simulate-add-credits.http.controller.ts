import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import {
  apiRoutes,
  simulateAddCreditsRequestSchema,
  walletSuccessMessages,
  type SimulateAddCreditsRequest,
  type WalletBalanceResponse,
} from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { AddCreditsCommand } from '../add-credits/add-credits.command';

@Controller()
export class SimulateAddCreditsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /**
   * Spec 2 /wallet/success and spec 6: the admin's test buttons add 20 or 50 credits to the
   * admin's own wallet, without a payment and without the PIN (the amounts are fixed and small).
   */
  @Post(apiRoutes.walletSimulateAddCredits)
  @HttpCode(200)
  @Role('admin')
  async add(
    @Body(new ZodValidationPipe(simulateAddCreditsRequestSchema)) body: SimulateAddCreditsRequest,
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<WalletBalanceResponse> {
    await this.commandBus.execute(new AddCreditsCommand(admin.id, body.amount, admin.id, 'simulation', contextFromRequest(req)));
    const walletBalance = (await this.users.byId(admin.id))?.walletBalance ?? 0;
    return { message: walletSuccessMessages.creditsAdded, walletBalance };
  }
}
