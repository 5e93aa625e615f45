import { Query } from '@nestjs/cqrs';
import type { SimulatedCheckoutResponse } from '@pratiche/contracts';

/** What the simulated confirmation page shows of one checkout session. */
export class GetSimulatedCheckoutQuery extends Query<SimulatedCheckoutResponse> {
  constructor(
    readonly sessionId: string,
    readonly userId: number,
  ) {
    super();
  }
}
