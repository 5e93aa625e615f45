import { Inject, Injectable } from '@nestjs/common';
import { negotiationMessages, notFound } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** Where an offer was made: the practice whose stream decides on it, and the buyer of its negotiation. */
export type OfferPlace = { practiceId: number; buyerId: number };

/**
 * Finds an offer's practice in `offers_view` (an offer's practice and buyer never change, so the
 * read model is as good as the log here); an unknown offer is a 404.
 */
@Injectable()
export class OfferLocator {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async placeOf(offerId: number): Promise<OfferPlace> {
    const { rows } = await this.db.query<{ practice_id: number; buyer_id: number }>('SELECT practice_id, buyer_id FROM offers_view WHERE id = $1', [offerId]);
    if (!rows[0]) throw notFound(negotiationMessages.offerNotFound);
    return { practiceId: rows[0].practice_id, buyerId: rows[0].buyer_id };
  }
}
