import { Query } from '@nestjs/cqrs';
import type { PracticeTimelineResponse } from '@pratiche/contracts';
import type { UserView } from '../../../identity/users.reader';

/** Issue 26 `GET /api/practices/{id}/timeline`: what happened to a practice, for those who may see it. */
export class GetPracticeTimelineQuery extends Query<PracticeTimelineResponse> {
  constructor(
    readonly practiceId: number,
    readonly user: UserView,
  ) {
    super();
  }
}
