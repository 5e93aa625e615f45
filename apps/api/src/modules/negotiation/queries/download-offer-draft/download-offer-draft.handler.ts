import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { closingDraft, closingDraftTexts, conflict, forbidden, negotiationMessages, notFound } from '@pratiche/domain';
import { closingDraftPdf } from './closing-draft.pdf';
import { DownloadOfferDraftQuery, type OfferDraftFile } from './download-offer-draft.query';
import { OfferDraftReader } from './offer-draft.reader';

/**
 * The drafts of an accepted offer (issue 29) for its two parties and admins: the domain writes
 * the text, pdfkit lays it out. An unknown offer is a 404, anyone else a 403, an offer not
 * accepted a 409 (there is no deal to draft yet).
 */
@QueryHandler(DownloadOfferDraftQuery)
export class DownloadOfferDraftHandler implements IQueryHandler<DownloadOfferDraftQuery> {
  constructor(private readonly reader: OfferDraftReader) {}

  async execute({ offerId, kind, user }: DownloadOfferDraftQuery): Promise<OfferDraftFile> {
    const offer = await this.reader.byOffer(offerId);
    if (!offer) throw notFound(negotiationMessages.offerNotFound);
    if (!user.isAdmin && user.id !== offer.buyerId && user.id !== offer.sellerId) throw forbidden(negotiationMessages.notParty);
    if (!offer.draft) throw conflict(closingDraftTexts.offerNotAccepted);
    return { content: await closingDraftPdf(closingDraft(kind, offer.draft)), filename: closingDraftTexts.filenames[kind](offerId) };
  }
}
