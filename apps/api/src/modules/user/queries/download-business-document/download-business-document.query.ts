import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

export type DocumentDownload = { originalName: string; mimeType: string; size: number; content: Readable };

/** Spec 7 `GET /api/user/business-document`: the signed-in user's own visura. */
export class DownloadBusinessDocumentQuery extends Query<DocumentDownload> {
  constructor(
    readonly user: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
