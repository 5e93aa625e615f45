import { Command } from '@nestjs/cqrs';
import type { ReplaceDocumentRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 28 `PUT /api/practices/{id}/documents/{filename}`: the owner replaces one document by a new upload. */
export class ReplacePracticeDocumentCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly filename: string,
    readonly sellerId: number,
    readonly body: ReplaceDocumentRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
