import { Command } from '@nestjs/cqrs';
import type { PaymentReversalReason } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** What came of a reversal report: `found` false when no checkout of ours was paid with that payment. */
export type ReversalOutcome = { found: boolean; reversed: boolean };

/** Stripe reports money of a payment going back: the charge's refunded total, or a dispute and its amount. */
export class ReversePaymentCommand extends Command<ReversalOutcome> {
  constructor(
    readonly paymentId: string,
    readonly reason: PaymentReversalReason,
    readonly reference: string,
    readonly amountCents: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
