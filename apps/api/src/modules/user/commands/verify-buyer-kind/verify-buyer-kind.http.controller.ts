import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, type BuyerKindAnswer, creditTermsMessages, verifyBuyerKindRequestSchema } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { VerifyBuyerKindCommand } from './verify-buyer-kind.command';

@Controller()
export class VerifyBuyerKindController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
  ) {}

  /** Admins only, as every admin users route; answers the user as it now is, for the list to refresh the row. */
  @Post(apiRoutes.adminUserBuyerKindVerify(':id'))
  @HttpCode(200)
  @Role('admin')
  async verify(@Param('id') id: string, @Body() body: unknown, @CurrentUser() admin: UserView, @Req() req: Request): Promise<BuyerKindAnswer> {
    const userId = parseUserId(id);
    const { kind, registerNumber } = parseRequest(verifyBuyerKindRequestSchema, body);
    await this.commandBus.execute(new VerifyBuyerKindCommand(userId, admin.id, kind, registerNumber, contextFromRequest(req)));
    return { message: creditTermsMessages.buyerKindVerified, user: (await this.users.byId(userId))! };
  }
}
