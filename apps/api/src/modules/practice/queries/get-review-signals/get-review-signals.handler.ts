import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ReviewSignalsResponse } from '@pratiche/contracts';
import { dueDiligenceOf, notFound, practiceMessages, reconfirmationDue, reviewSignals } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { PracticeLogReader } from '../../practice-log.reader';
import { GetReviewSignalsQuery } from './get-review-signals.query';
import { ReviewSignalsReader } from './review-signals.reader';

/**
 * The warnings of the admin's review dialog, computed by the domain's `reviewSignals` at the
 * time of the request (staleness and the reconfirmation move with the clock). They never block
 * a decision; each says why.
 */
@QueryHandler(GetReviewSignalsQuery)
export class GetReviewSignalsHandler implements IQueryHandler<GetReviewSignalsQuery> {
  constructor(
    private readonly reader: ReviewSignalsReader,
    private readonly log: PracticeLogReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId }: GetReviewSignalsQuery): Promise<ReviewSignalsResponse> {
    const practice = await this.log.state(practiceId);
    if (practice.status === 'unsubmitted' || practice.status === 'deleted') throw notFound(practiceMessages.notFound);
    const at = this.clock().toISOString();
    const dueDiligence = dueDiligenceOf(
      { type: practice.type, amount: practice.amount, facts: practice.dueDiligenceFacts, documents: practice.documents, reviews: practice.documentReviews },
      at,
    );
    return reviewSignals({
      dueDiligence,
      discount: practice.discount,
      peerDiscounts: await this.reader.peerDiscounts(practice.type, practiceId),
      reconfirmationOverdue: reconfirmationDue(practice, at),
      facts: practice.dueDiligenceFacts,
      submittedAt: practice.createdAt,
    });
  }
}
