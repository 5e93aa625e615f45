import { Command } from '@nestjs/cqrs';
import type { UploadedFileResponse } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

/** The uploaded file, streamed to a temporary file (removed once the answer is out). */
export type ReceivedFile = { path: string; size: number; clientName: string };

/**
 * Spec 7 "Uploads": the visura, before registration (anonymous) or, with `targetUserId`, by an
 * admin for a user's account (Documenti column of the admin users tab).
 */
export class UploadBusinessDocumentCommand extends Command<UploadedFileResponse> {
  constructor(
    readonly file: ReceivedFile,
    readonly targetUserId: number | undefined,
    readonly requester: UserView | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
