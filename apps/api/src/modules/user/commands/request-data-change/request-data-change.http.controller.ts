import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, dataChangeRequestSchema, userSuccessMessages, type ApiMessageBody, type DataChangeRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { RequestDataChangeCommand } from './request-data-change.command';

@Controller()
export class RequestDataChangeController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(apiRoutes.requestChange)
  @HttpCode(200)
  @SignedIn()
  async request(
    @Body(new ZodValidationPipe(dataChangeRequestSchema)) body: DataChangeRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<ApiMessageBody> {
    await this.commandBus.execute(new RequestDataChangeCommand(user.id, body.fieldsToChange, body.reason, contextFromRequest(req)));
    return { message: userSuccessMessages.dataChangeRequested };
  }
}
