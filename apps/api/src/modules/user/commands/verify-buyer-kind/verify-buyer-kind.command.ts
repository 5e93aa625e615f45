import { Command } from '@nestjs/cqrs';
import type { BuyerKind } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 27, admin users tab: an admin verifies the buyer kind a user declared against its register. */
export class VerifyBuyerKindCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
    readonly kind: BuyerKind,
    readonly registerNumber: string | null,
    readonly context: RequestContext,
  ) {
    super();
  }
}
