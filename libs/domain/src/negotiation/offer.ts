/**
 * Offers and closing (issue 29): during an exclusivity its holder and the seller negotiate whole
 * rate of the credit, offer by offer, on the practice's own stream; an accepted offer opens a
 * closing checklist that ends with the rate ceduta.
 */

export const offerStatuses = ['pending', 'countered', 'rejected', 'withdrawn', 'expired', 'accepted'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const offerStatusLabels: Readonly<Record<OfferStatus, string>> = {
  pending: 'In attesa di risposta',
  countered: 'Controproposta',
  rejected: 'Rifiutata',
  withdrawn: 'Ritirata',
  expired: 'Scaduta',
  accepted: 'Accettata',
};

export const offerLimits = {
  /** An offer's expiry when none is given, never after the exclusivity ends. */
  defaultExpiryHours: 48,
  maxNotesLength: 1000,
  maxReasonLength: 500,
  /** Days the drafts give the buyer to pay once it accepted the credit on the Agenzia's platform. */
  paymentDays: 5,
  /** The Agenzia's protocol number of the transfer communication, in one canonical form (upper case). */
  protocolPattern: /^[A-Z0-9][A-Z0-9\-/.]{4,49}$/,
} as const;

/** The file a document was when an offer was made: which stored file and the SHA-256 of its bytes. */
export type DocumentFingerprint = { filename: string; sha256: string };

/**
 * What an offer proposes: a price in euro for whole rate, named by rata id (several rate can share
 * a year, issue 45); empty for a credit without rate (Credito IVA), where the offer covers the
 * whole credit.
 */
export type OfferTerms = { amount: number; rate: string[]; notes: string | null; expiresAt: string };

/** An offer as the practice's state keeps it. `authorId` is the spec's userId; `buyerId` names the negotiation. */
export type Offer = OfferTerms & {
  offerId: number;
  buyerId: number;
  authorId: number;
  createdAt: string;
  status: OfferStatus;
  /** The offer this one counters, if any. */
  repliesTo: number | null;
  /** The bank the buyer declared a current account with for this deal: the correntista route (issue 45). */
  correntistaOf: number | null;
};

/** Whether the offer still waits for an answer at `at`: pending and before its expiry. */
export const offerOpen = (offer: Offer, at: string): boolean => offer.status === 'pending' && Date.parse(offer.expiresAt) > Date.parse(at);
