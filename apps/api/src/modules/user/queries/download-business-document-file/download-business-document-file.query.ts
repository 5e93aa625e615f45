import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';

/** Spec 7 `GET /api/business-documents/{filename}`: a visura by its stored name (admin users tab). */
export class DownloadBusinessDocumentFileQuery extends Query<DocumentDownload> {
  constructor(
    readonly filename: string,
    readonly requester: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
