import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SimulatedCheckoutResponse } from '@pratiche/contracts';
import { findCreditPackage } from '@pratiche/domain';
import { CheckoutSessions } from '../../checkout-sessions';
import { GetSimulatedCheckoutQuery } from './get-simulated-checkout.query';

/** The buyer's own simulated session only (CheckoutSessions.ownSimulated refuses any other). */
@QueryHandler(GetSimulatedCheckoutQuery)
export class GetSimulatedCheckoutHandler implements IQueryHandler<GetSimulatedCheckoutQuery> {
  constructor(private readonly checkouts: CheckoutSessions) {}

  async execute({ sessionId, userId }: GetSimulatedCheckoutQuery): Promise<SimulatedCheckoutResponse> {
    const checkout = await this.checkouts.ownSimulated(sessionId, userId);
    return {
      sessionId,
      packageTitle: findCreditPackage(checkout.packageId)?.title ?? checkout.packageId,
      credits: checkout.credits,
      price: checkout.price,
      completed: checkout.status === 'completed',
    };
  }
}
