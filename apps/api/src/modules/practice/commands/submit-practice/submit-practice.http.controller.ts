import { Body, Controller, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, practiceRequestSchema, type PracticeRequest, type PracticeResponse } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { PracticesReader } from '../../practices.reader';
import { SubmitPracticeCommand } from './submit-practice.command';

@Controller()
export class SubmitPracticeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** Active sellers only (spec 6); answers 201 with the practice as saved, pending review. */
  @Post(apiRoutes.practices)
  @Role('cedente')
  async submit(
    @Body(new ZodValidationPipe(practiceRequestSchema)) body: PracticeRequest,
    @CurrentUser() seller: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const id = await this.commandBus.execute(new SubmitPracticeCommand(seller.id, body, contextFromRequest(req)));
    return (await this.practices.byId(id))!;
  }
}
