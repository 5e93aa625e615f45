import { Body, Controller, Put, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, offsetCapacityRequestSchema, type OffsetCapacityRequest, type OffsetCapacityResponse } from '@pratiche/contracts';
import { offsetCapacityMessages } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { DeclareOffsetCapacityCommand } from './declare-offset-capacity.command';

@Controller()
export class DeclareOffsetCapacityController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Issue 47: buyers only (they hold rate). Answers the message and the declaration as saved. */
  @Put(apiRoutes.offsetCapacity)
  @Role('cessionario')
  async declare(
    @Body(new ZodValidationPipe(offsetCapacityRequestSchema)) body: OffsetCapacityRequest,
    @CurrentUser() user: UserView,
    @Req() req: Request,
  ): Promise<OffsetCapacityResponse> {
    const offsetCapacity = await this.commandBus.execute(new DeclareOffsetCapacityCommand(user.id, body.years, contextFromRequest(req)));
    return { message: offsetCapacityMessages.saved, offsetCapacity };
  }
}
