import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { ReceivedFile } from '../../practice-file-intake';

/**
 * Issue 46 `POST /api/practices/{id}/documents`: the owner adds one typed document (the
 * checklist's 'Carica'), at any status but deleted; `issuedOn` for the types that go stale.
 */
export class AddPracticeDocumentCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly sellerId: number,
    readonly typed: { docType: string; issuedOn: string | null | undefined; file: ReceivedFile },
    readonly context: RequestContext,
  ) {
    super();
  }
}
