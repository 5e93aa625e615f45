import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';
import type { DocumentDownload } from '../download-business-document/download-business-document.query';

/** Issue 46, `GET /api/account-documents/{filename}`: one of an account's typed documents, for its owner or an admin. */
export class DownloadAccountDocumentQuery extends Query<DocumentDownload> {
  constructor(
    readonly filename: string,
    readonly requester: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
