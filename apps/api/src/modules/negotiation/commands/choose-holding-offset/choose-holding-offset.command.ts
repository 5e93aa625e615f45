import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 45 `POST /api/holdings/{practiceId}/{rataId}/offset`: the buyer records its irrevocable choice to offset a rata it holds. */
export class ChooseHoldingOffsetCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly rataIds: string[],
    readonly buyerId: number,
    /** Issue 47: the buyer declares no overdue tax debts above the F24 threshold (offset-limits.ts). */
    readonly noOverdueRuoli: boolean,
    readonly context: RequestContext,
    /** Issue 47: from a closing's `compensazione` step, only that closing's rate. */
    readonly offerId?: number,
  ) {
    super();
  }
}
