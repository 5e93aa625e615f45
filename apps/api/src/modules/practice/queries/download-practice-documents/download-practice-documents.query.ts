import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

/** Spec 7 `GET /api/practices/{id}/download-all`: every document of a practice in one zip. */
export class DownloadPracticeDocumentsQuery extends Query<Readable> {
  constructor(
    readonly practiceId: number,
    readonly user: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
