import { Query } from '@nestjs/cqrs';
import type { SavedSearch } from '@pratiche/contracts';

/** `GET /api/saved-searches`: the caller's saved searches, oldest first. */
export class ListSavedSearchesQuery extends Query<SavedSearch[]> {
  constructor(readonly userId: number) {
    super();
  }
}
