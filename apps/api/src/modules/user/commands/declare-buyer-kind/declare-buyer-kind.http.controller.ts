import { Body, Controller, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, type BuyerKindAnswer, buyerKindRequestSchema, creditTermsMessages, type BuyerKindRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { DeclareBuyerKindCommand } from './declare-buyer-kind.command';

@Controller()
export class DeclareBuyerKindController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /** Active cessionari only (the kind matters to buying). Answers the message and the user as it now is. */
  @Put(apiRoutes.buyerKind)
  @Role('cessionario')
  async declare(
    @Body(new ZodValidationPipe(buyerKindRequestSchema)) body: BuyerKindRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<BuyerKindAnswer> {
    await this.commandBus.execute(
      new DeclareBuyerKindCommand(user.id, body.kind, body.registerNumber ?? null, contextFromRequest(req), body.correntistaOf ?? null),
    );
    return { message: creditTermsMessages.buyerKindSaved, user: (await this.users.byId(user.id))! };
  }
}
