import { Command } from '@nestjs/cqrs';
import type { ClosingStep } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 29 `POST /api/offers/{id}/closing/{step}`: a party ticks its step of the closing (the protocol comes with the comunicazione). */
export class RecordClosingStepCommand extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly step: ClosingStep,
    readonly protocol: string | null | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
