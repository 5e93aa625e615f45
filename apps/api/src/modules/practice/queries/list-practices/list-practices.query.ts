import { Query } from '@nestjs/cqrs';
import type { PracticePageResponse, PracticeResponse } from '@pratiche/contracts';
import type { UserView } from '../../../identity/users.reader';
import type { PageRequest } from '../../practices.reader';

/**
 * Spec 7 `GET /api/practices`: the full list, or one
 * page when ProTable's parameters are given.
 */
export class ListPracticesQuery extends Query<PracticeResponse[] | PracticePageResponse> {
  constructor(
    readonly user: UserView,
    readonly page: PageRequest | null,
  ) {
    super();
  }
}
