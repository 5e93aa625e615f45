import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** The buyer's balance after the debit, read from the folded wallet stream (not a read model). */
export type PurchaseOutcome = { walletBalance: number };

/** What a request buys: base access (`hours` null) or an exclusivity, and on which route and rate (issue 45). */
export type PurchaseTerms = { hours: number | null; correntistaOf: number | null; rate?: string[] | null };

/** Spec 7 `POST /api/marketplace/view/{id}` (`hours` null: base access) and `.../exclusive/{id}`. */
export class PurchaseAccessCommand extends Command<PurchaseOutcome> {
  constructor(
    readonly practiceId: number,
    readonly buyerId: number,
    readonly hours: number | null,
    readonly context: RequestContext,
    /** The selling bank the buyer declares a current account with, for this purchase (issue 45). */
    readonly correntistaOf: number | null = null,
    /** The rata ids an exclusivity holds (issue 45); null: every rata free. */
    readonly rate: string[] | null = null,
  ) {
    super();
  }
}
