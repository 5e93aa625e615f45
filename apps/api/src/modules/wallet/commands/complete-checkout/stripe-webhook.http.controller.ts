import { Controller, Headers, HttpCode, Inject, Logger, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes } from '@pratiche/contracts';
import { DomainError } from '@pratiche/domain';
import type { Request } from 'express';
import { systemContext } from '../../../../infrastructure/command-handling/request-context';
import { Public } from '../../../../infrastructure/http/access-policy';
import { webhookReport, type WebhookReport } from '../../payments/stripe-webhook-reports';
import { STRIPE_WEBHOOK_VERIFIER, type StripeWebhookVerifier } from '../../payments/stripe-webhook-verifier';
import { ReversePaymentCommand } from '../reverse-payment/reverse-payment.command';
import { CompleteCheckoutCommand } from './complete-checkout.command';

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
   * nothing. An event of the other mode (live vs test) than the key, or about a session or payment
   * this app never started, is acknowledged and ignored (logged), so Stripe stops resending it.
   */
  @Post(apiRoutes.walletWebhook)
  @HttpCode(200)
  @Public()
  async receive(@Req() req: Request & { rawBody?: Buffer }, @Headers('stripe-signature') signature: string | undefined) {
    const event = await this.verifier.verify(req.rawBody, signature);
    if (!this.verifier.matchesKeyMode(event)) {
      this.logger.warn(`Stripe event ${event.id} (${event.type}) has livemode ${String(event.livemode)}, not the key's mode: ignored`);
      return { received: true, ignored: 'livemode' };
    }
    const report = webhookReport(event);
    if (!report) return { received: true };
    return report.kind === 'paid' ? this.fulfil(report) : this.reverse(report);
  }

  private async fulfil({ sessionId, paymentId }: Extract<WebhookReport, { kind: 'paid' }>) {
    try {
      const { credited } = await this.commandBus.execute(new CompleteCheckoutCommand(sessionId, paymentId, systemContext()));
      return { received: true, credited };
    } catch (error) {
      if (!(error instanceof DomainError) || error.kind !== 'not_found') throw error;
      this.logger.warn(`Stripe reported session ${sessionId}, which this app never started: ignored`);
      return { received: true, credited: false };
    }
  }

  private async reverse({ paymentId, reason, reference, amountCents }: Extract<WebhookReport, { kind: 'reversal' }>) {
    const { found, reversed } = await this.commandBus.execute(new ReversePaymentCommand(paymentId, reason, reference, amountCents, systemContext()));
    if (!found) this.logger.warn(`Stripe reported a ${reason} of payment ${paymentId}, which credited no checkout of this app: ignored`);
    return { received: true, reversed };
  }
}
