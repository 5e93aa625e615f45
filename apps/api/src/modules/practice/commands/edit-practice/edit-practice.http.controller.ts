import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { practiceRequestSchema, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { EditPracticeCommand } from './edit-practice.command';

@Controller()
export class EditPracticeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** Answers the practice as it now is: back to pending review, documents merged. */
  @Patch('/api/practices/:id')
  @Role('cedente')
  async edit(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(practiceRequestSchema)) body: PracticeRequest,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new EditPracticeCommand(practiceId, seller.id, body, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
