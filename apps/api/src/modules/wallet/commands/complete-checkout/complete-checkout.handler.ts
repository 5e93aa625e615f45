import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CheckoutFulfilment, type Fulfilment } from '../../checkout-fulfilment';
import { CompleteCheckoutCommand } from './complete-checkout.command';

@CommandHandler(CompleteCheckoutCommand)
export class CompleteCheckoutHandler implements ICommandHandler<CompleteCheckoutCommand> {
  constructor(private readonly fulfilment: CheckoutFulfilment) {}

  execute({ sessionId, paymentId, context }: CompleteCheckoutCommand): Promise<Fulfilment> {
    return this.fulfilment.fulfil(sessionId, paymentId, context);
  }
}
