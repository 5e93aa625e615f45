import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** The buyer's balance after the debit, read from the folded wallet stream (not a read model). */
export type PurchaseOutcome = { walletBalance: number };

/** Spec 7 `POST /api/marketplace/view/{id}` (`hours` null: base access) and `.../exclusive/{id}`. */
export class PurchaseAccessCommand extends Command<PurchaseOutcome> {
  constructor(
    readonly practiceId: number,
    readonly buyerId: number,
    readonly hours: number | null,
    readonly context: RequestContext,
    /** The selling bank the buyer declares a current account with, for this purchase (issue 45). */
    readonly correntistaOf: number | null = null,
  ) {
    super();
  }
}
