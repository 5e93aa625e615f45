import { Command } from '@nestjs/cqrs';
import type { ReviewDocumentRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 28 `POST /api/admin/practices/{id}/documents/{filename}/review`: an admin approves or rejects one document. */
export class ReviewPracticeDocumentCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly filename: string,
    readonly adminId: number,
    readonly body: ReviewDocumentRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
