import { Inject, Injectable } from '@nestjs/common';
import { negotiationMessages, notFound } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';

/** Where an offer was made: the practice whose stream decides on it, its negotiation's parties, and its author. */
export type OfferPlace = { practiceId: number; buyerId: number; sellerId: number; authorId: number };

/**
 * Finds an offer's practice in `offers_view` (an offer's practice, parties and author never
 * change, so the read model is as good as the log here); an unknown offer, or one of a deleted
 * practice (whose offers stay in `offers_view`, but not the practice in `practices_view`), is a 404.
 */
@Injectable()
export class OfferLocator {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async placeOf(offerId: number): Promise<OfferPlace> {
    const { rows } = await this.db.query<{ practice_id: number; buyer_id: number; seller_id: number; user_id: number }>(
      'SELECT o.practice_id, o.buyer_id, o.seller_id, o.user_id FROM offers_view o JOIN practices_view p ON p.id = o.practice_id WHERE o.id = $1',
      [offerId],
    );
    if (!rows[0]) throw notFound(negotiationMessages.offerNotFound);
    const { practice_id: practiceId, buyer_id: buyerId, seller_id: sellerId, user_id: authorId } = rows[0];
    return { practiceId, buyerId, sellerId, authorId };
  }
}
