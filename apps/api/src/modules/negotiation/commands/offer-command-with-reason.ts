import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../infrastructure/command-handling/request-context';

/** A party's answer that may carry a reason (sealed in the log as the writer's personal data). */
export abstract class OfferCommandWithReason extends Command<void> {
  constructor(
    readonly offerId: number,
    readonly userId: number,
    readonly reason: string | null | undefined,
    readonly context: RequestContext,
  ) {
    super();
  }
}
