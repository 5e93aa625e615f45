import { Inject, Injectable } from '@nestjs/common';
import { negotiationApiMessages } from '@pratiche/contracts';
import { forbidden, negotiationMessages as m, notFound } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE } from '../../infrastructure/database/database.tokens';
import { RateLimiters } from '../../infrastructure/http/rate-limits';
import type { OfferPlace } from './offer-locator';

/**
 * What an offer, a counter or a withdrawal checks before any work (fingerprints, the log): the
 * request is counted per user and practice (429), then the caller must be someone the decider
 * could let through, read from the read models (written in the events' transaction, so never
 * behind). The decider decides again on the stream; this only keeps refused requests cheap.
 */
@Injectable()
export class NegotiationGate {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly limiters: RateLimiters,
  ) {}

  /** Counts one offer, counter or withdrawal of `userId` on the practice. */
  count(userId: number, practiceId: number): Promise<void> {
    return this.limiters.consume('negotiationStep', `user:${userId}:practice:${practiceId}`, negotiationApiMessages.tooManySteps);
  }

  /** An offer: a listed practice (404) on which `by` holds an exclusivity (403), as the decider says first. */
  async mayOffer(practiceId: number, by: number): Promise<void> {
    await this.count(by, practiceId);
    const { rows } = await this.db.query<{ holders: number[] }>(
      "SELECT ARRAY(SELECT (e ->> 'buyerId')::int FROM jsonb_array_elements(exclusivities) e) AS holders FROM practices_view WHERE id = $1 AND status = 'approved'",
      [practiceId],
    );
    if (!rows[0]) throw notFound(m.practiceNotFound);
    if (!rows[0].holders.includes(by)) throw forbidden(m.onlyHolder);
  }

  /** A counter: the other party of the offer's negotiation, not its author (403). */
  async mayAnswer({ practiceId, buyerId, sellerId, authorId }: OfferPlace, by: number): Promise<void> {
    await this.count(by, practiceId);
    if ((by !== buyerId && by !== sellerId) || by === authorId) throw forbidden(m.notCounterpart);
  }
}
