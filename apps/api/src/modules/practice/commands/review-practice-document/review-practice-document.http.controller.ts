import { Body, Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { reviewDocumentRequestSchema, type PracticeResponse, type ReviewDocumentRequest } from '@pratiche/contracts';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { ZodValidationPipe } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { PracticesReader } from '../../practices.reader';
import { ReviewPracticeDocumentCommand } from './review-practice-document.command';

@Controller()
export class ReviewPracticeDocumentController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly practices: PracticesReader,
  ) {}

  /** Admins only, at any review status of the practice; answers the practice with the document's review. */
  @Post('/api/admin/practices/:id/documents/:filename/review')
  @HttpCode(200)
  @Role('admin')
  async review(
    @Param('id') id: string,
    @Param('filename') filename: string,
    @Body(new ZodValidationPipe(reviewDocumentRequestSchema)) body: ReviewDocumentRequest,
    @CurrentUser() admin: UserView,
    @Req() req: Request,
  ): Promise<PracticeResponse> {
    const practiceId = parsePracticeId(id);
    await this.commandBus.execute(new ReviewPracticeDocumentCommand(practiceId, filename, admin.id, body, contextFromRequest(req)));
    return (await this.practices.byId(practiceId))!;
  }
}
