import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { saleStatusRequestSchema, type PracticeResponse, type SaleStatusRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { MarkPracticeSoldCommand } from './mark-practice-sold.command';

@Controller()
export class MarkPracticeSoldController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  @Patch('/api/practices/:id/sale-status')
  @Role('cedente')
  async markSold(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(saleStatusRequestSchema)) body: SaleStatusRequest,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new MarkPracticeSoldCommand(practiceId, seller.id, body.viaPortal ?? true, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
