import { Body, Controller, Param, Patch, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewPracticeRequestSchema, type PracticeResponse, type ReviewPracticeRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { ReviewPracticeCommand } from './review-practice.command';

@Controller()
export class ReviewPracticeController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** Answers the reviewed practice, for the admin tab to refresh the row and the dialog. */
  @Patch('/api/admin/practices/:id/status')
  @Role('admin')
  async review(
    @Param('id') id: string,
    @Body(new ZodValidationPipe(reviewPracticeRequestSchema)) body: ReviewPracticeRequest,
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new ReviewPracticeCommand(practiceId, body.status, body.comment ?? null, admin.id, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
