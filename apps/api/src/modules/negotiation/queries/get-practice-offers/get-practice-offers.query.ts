import { Query } from '@nestjs/cqrs';
import type { NegotiationResponse } from '@pratiche/contracts';
import type { UserView } from '../../../identity/users.reader';

/** Issue 29 `GET /api/practices/{id}/offers`: the practice's negotiations, as far as the caller may see them. */
export class GetPracticeOffersQuery extends Query<NegotiationResponse> {
  constructor(
    readonly practiceId: number,
    readonly user: UserView,
  ) {
    super();
  }
}
