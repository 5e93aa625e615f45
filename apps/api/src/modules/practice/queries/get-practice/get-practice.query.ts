import { Query } from '@nestjs/cqrs';
import type { PracticeResponse } from '@pratiche/contracts';
import type { UserView } from '../../../identity/users.reader';

/** Spec 7 `GET /api/practices/{id}`. */
export class GetPracticeQuery extends Query<PracticeResponse> {
  constructor(
    readonly practiceId: number,
    readonly user: UserView,
  ) {
    super();
  }
}
