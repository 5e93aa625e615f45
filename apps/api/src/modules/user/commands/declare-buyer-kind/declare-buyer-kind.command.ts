import { Command } from '@nestjs/cqrs';
import type { BuyerKind } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 27, /profile: the signed-in cessionario declares what kind of buyer it is. */
export class DeclareBuyerKindCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly kind: BuyerKind,
    readonly registerNumber: string | null,
    readonly context: RequestContext,
    /** The bank the buyer declares a current account with (issue 45), or none. */
    readonly correntistaOf: number | null = null,
  ) {
    super();
  }
}
