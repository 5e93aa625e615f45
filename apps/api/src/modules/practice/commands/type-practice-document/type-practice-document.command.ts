import { Command } from '@nestjs/cqrs';
import type { TypeDocumentRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 28 `PATCH /api/practices/{id}/documents/{filename}`: the owner gives a document its type (and issue date). */
export class TypePracticeDocumentCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly filename: string,
    readonly sellerId: number,
    readonly body: TypeDocumentRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
