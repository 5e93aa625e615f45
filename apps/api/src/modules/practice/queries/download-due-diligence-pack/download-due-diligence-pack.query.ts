import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { UserView } from '../../../identity/users.reader';

/** Issue 28 `GET /api/practices/{id}/due-diligence-pack`: the documents with an index a buyer can file. */
export class DownloadDueDiligencePackQuery extends Query<Readable> {
  constructor(
    readonly practiceId: number,
    readonly user: UserView,
    readonly context: RequestContext,
  ) {
    super();
  }
}
