import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 28 `POST /api/practices/{id}/reconfirm`: the owner reconfirms the credit is still in the cassetto fiscale. */
export class ReconfirmCreditCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly sellerId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
