import { OfferCommandWithReason } from '../offer-command-with-reason';

/** Issue 29 `POST /api/offers/{id}/reject`: the other party refuses the offer, with an optional reason. */
export class RejectOfferCommand extends OfferCommandWithReason {}
