import { Command } from '@nestjs/cqrs';
import type { ClosingAction, ClosingStepFields } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/**
 * `POST /api/offers/{id}/closing/{step}` (issues 29 and 47): a party records its step of the
 * closing on the Agenzia's platform, with that step's fields (closing-steps.ts checks them).
 */
export class RecordClosingStepCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly step: ClosingAction,
    readonly fields: ClosingStepFields,
    readonly context: RequestContext,
  ) {
    super();
  }
}
