import { Query } from '@nestjs/cqrs';
import type { Exclusivity } from '@pratiche/contracts';

/** `GET /api/marketplace/exclusivities`: every exclusivity the buyer bought, running or not. */
export class ListExclusivitiesQuery extends Query<Exclusivity[]> {
  constructor(readonly buyerId: number) {
    super();
  }
}
