import { Controller, Headers, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes } from '@pratiche/contracts';
import { DomainError } from '@pratiche/domain';
import type { Request } from 'express';
import type Stripe from 'stripe';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { STRIPE_WEBHOOK_VERIFIER, type StripeWebhookVerifier } from '../../payments/stripe-webhook-verifier';
import { CompleteCheckoutCommand } from './complete-checkout.command';

/** The session a delivery reports as paid, or null when it asks for nothing. */
const paidSession = (event: Stripe.Event): Stripe.Checkout.Session | null => {
  if (event.type === 'checkout.session.completed') return event.data.object.payment_status === 'paid' ? event.data.object : null;
  if (event.type === 'checkout.session.async_payment_succeeded') return event.data.object;
  return null;
};

const paymentIdOf = (session: Stripe.Checkout.Session): string => {
  const intent = session.payment_intent;
  if (typeof intent === 'string') return intent;
  return intent?.id ?? session.id;
};

@Controller()
export class StripeWebhookController {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(STRIPE_WEBHOOK_VERIFIER) private readonly verifier: StripeWebhookVerifier,
  ) {}

  /**
   * Public: Stripe authenticates by signature, not by session (and sends no Origin, so the CSRF
   * check lets it through untouched). A bad signature or an old timestamp answers 400 and changes
   * nothing. A session this app never started is acknowledged and ignored, so Stripe stops resending.
   */
  @Post(apiRoutes.walletWebhook)
  @HttpCode(200)
  @Public()
  async receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined) {
    const event = this.verifier.verify(req.rawBody, signature);
    const session = paidSession(event);
    if (!session) return { received: true };
    try {
      const { credited } = await this.commandBus.execute(new CompleteCheckoutCommand(session.id, paymentIdOf(session), systemContext()));
      return { received: true, credited };
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'not_found') throw error;
      this.logger.warn(`Stripe reported session ${session.id}, which this app never started: ignored`);
      return { received: true, credited: false };
    }
  }
}
