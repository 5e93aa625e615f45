import { OfferCommandWithReason } from '../offer-command-with-reason';

/** Issue 29 `POST /api/offers/{id}/closing/abandon`: either party gives up the closing, with a reason; the rate are free again. */
export class AbandonClosingCommand extends OfferCommandWithReason {}
