import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `DELETE /api/practices/{id}/documents/{filename}` (admin), by stored filename. */
export class DeletePracticeDocumentCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly filename: string,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
