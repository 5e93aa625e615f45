import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

export type PracticeDocumentDownload = { originalName: string; mimeType: string; size: number; content: Readable };

/** Spec 7 `GET /api/documents/{filename}`: one document of a practice, by stored filename. */
export class DownloadPracticeDocumentQuery extends Query<PracticeDocumentDownload> {
  constructor(
    readonly filename: string,
    readonly user: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
