import { Query } from '@nestjs/cqrs';
import type { PracticeWatches } from '@pratiche/contracts';

/** `GET /api/notifications/watches`: the practices the buyer asked 'Avvisami' for, not yet back. */
export class ListPracticeWatchesQuery extends Query<PracticeWatches> {
  constructor(readonly userId: number) {
    super();
  }
}
