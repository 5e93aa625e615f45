import { Body, Controller, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, tradingProfileRequestSchema, type TradingProfileRequest, type UserResponse } from '@pratiche/contracts';
import { tradingProfileMessages } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { DeclareTradingProfileCommand } from './declare-trading-profile.command';

@Controller()
export class DeclareTradingProfileController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /** Issue 46: any signed-in company. Answers the message and the user as it now is. */
  @Put(apiRoutes.tradingProfile)
  @SignedIn()
  async declare(
    @Body(new ZodValidationPipe(tradingProfileRequestSchema)) body: TradingProfileRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<{ message: string; user: UserResponse }> {
    await this.commandBus.execute(new DeclareTradingProfileCommand(user.id, body, contextFromRequest(req)));
    return { message: tradingProfileMessages.saved, user: (await this.users.byId(user.id))! };
  }
}
