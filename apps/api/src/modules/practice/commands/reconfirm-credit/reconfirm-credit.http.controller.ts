import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { PracticeResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { ReconfirmCreditCommand } from './reconfirm-credit.command';

@Controller()
export class ReconfirmCreditController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** The owner (an active seller); answers the practice with its new lastConfirmationDate. */
  @Post('/api/practices/:id/reconfirm')
  @HttpCode(200)
  @Role('cedente')
  async reconfirm(@Param('id') id: string, @CurrentUser() seller: UserView, @Req() req: Request): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new ReconfirmCreditCommand(practiceId, seller.id, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
