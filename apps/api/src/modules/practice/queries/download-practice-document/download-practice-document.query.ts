import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

/** `content`: the bytes as delivered (a buyer's PDF watermarked), at most an upload's 5 MB. */
export type PracticeDocumentDownload = { originalName: string; mimeType: string; size: number; content: Buffer };

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
