import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { Fulfilment } from '../../checkout-fulfilment';

/** The provider reports a paid session: Stripe's webhook, or the simulated confirmation page. */
export class CompleteCheckoutCommand extends Command<Fulfilment> {
  constructor(
    readonly sessionId: string,
    readonly paymentId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
