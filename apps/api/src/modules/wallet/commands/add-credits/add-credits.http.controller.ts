import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { adminCreditsRequestSchema, apiRoutes, type UserResponse } from '@pratiche/contracts';
import { checkCreditTarget, notFound, userMessages } from '@pratiche/domain';
import type { Request } from 'express';
import type { z } from 'zod';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import { UsersReader, type UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../../user/user-id.param';
import { AddCreditsCommand } from './add-credits.command';
import { AdminPinAttempts } from './admin-pin-attempts';

@Controller()
export class AddCreditsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly users: UsersReader,
    private readonly pinAttempts: AdminPinAttempts,
  ) {}

  /**
   * Spec 7 Admin `{amount, pin, operation:'add'}`. The amount and the account (another's: four
   * eyes) are checked before the PIN, so a typo costs no PIN attempt. Answers the user with the new balance.
   */
  @Patch(apiRoutes.adminUserCredits(':id'))
  @Role('admin')
  async add(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(adminCreditsRequestSchema)) body: z.output<typeof adminCreditsRequestSchema>,
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<UserResponse> {
    const userId = parseUserId(id);
    if (!(await this.users.byId(userId))) throw notFound(userMessages.notFound);
    checkCreditTarget(admin.id, userId, 'pin');
    await this.pinAttempts.check(admin.id, userId, body.pin);
    await this.commandBus.execute(new AddCreditsCommand(userId, body.amount, admin.id, 'pin', contextFromRequest(req)));
    return (await this.users.byId(userId))!;
  }
}
