import type { Readable } from 'node:stream';
import { Query } from '@nestjs/cqrs';
import type { ClosingDraftKind } from '@pratiche/domain';
import type { UserView } from '../../../identity/users.reader';

/** A draft of an accepted offer as a PDF, with the name the parties save it under. */
export type OfferDraftFile = { content: Readable; filename: string };

/** Issue 29 `GET /api/offers/{id}/drafts/proposta.pdf | contratto.pdf`: for the two parties and admins. */
export class DownloadOfferDraftQuery extends Query<OfferDraftFile> {
  constructor(
    readonly offerId: number,
    readonly kind: ClosingDraftKind,
    readonly user: UserView,
  ) {
    super();
  }
}
