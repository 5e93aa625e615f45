import { Query } from '@nestjs/cqrs';
import type { PracticePageResponse } from '@pratiche/contracts';
import type { JsonText } from '../../../../infrastructure/http/json-text';
import type { UserView } from '../../../identity/users.reader';
import type { PageRequest } from '../../practices.reader';

/**
 * Spec 7 `GET /api/practices`: the full list (a `PracticeResponse[]` already serialised), or one
 * page when ProTable's parameters are given.
 */
export class ListPracticesQuery extends Query<JsonText | PracticePageResponse> {
  constructor(
    readonly user: UserView,
    readonly page: PageRequest | null,
  ) {
    super();
  }
}
