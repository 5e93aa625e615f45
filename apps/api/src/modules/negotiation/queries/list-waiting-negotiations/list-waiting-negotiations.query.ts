import { Query } from '@nestjs/cqrs';
import type { WaitingNegotiationsResponse } from '@pratiche/contracts';

/** Issue 29 `GET /api/negotiations/waiting`: the caller's negotiations where it is their turn (the dashboard). */
export class ListWaitingNegotiationsQuery extends Query<WaitingNegotiationsResponse> {
  constructor(readonly userId: number) {
    super();
  }
}
