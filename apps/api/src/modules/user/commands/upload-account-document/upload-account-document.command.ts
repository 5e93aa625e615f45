import { Command } from '@nestjs/cqrs';
import type { UploadAccountDocumentFields } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { ReceivedFile } from '../upload-business-document/upload-business-document.command';

/**
 * Issue 46, `POST /api/user/account-documents`: the signed-in company uploads one of its account's
 * typed documents (the legal representative's identity document, an approved balance sheet).
 */
export class UploadAccountDocumentCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly file: ReceivedFile,
    readonly fields: UploadAccountDocumentFields,
    readonly context: RequestContext,
  ) {
    super();
  }
}
