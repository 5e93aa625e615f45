import { Query } from '@nestjs/cqrs';
import type { ReviewSignalsResponse } from '@pratiche/contracts';

/** Issue 28 `GET /api/admin/practices/{id}/review-signals`: the warnings of the admin's review dialog. */
export class GetReviewSignalsQuery extends Query<ReviewSignalsResponse> {
  constructor(readonly practiceId: number) {
    super();
  }
}
