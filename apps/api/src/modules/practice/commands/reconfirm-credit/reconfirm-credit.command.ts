import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';
import type { ReceivedFile } from '../../practice-file-intake';

/**
 * Issue 28 `POST /api/practices/{id}/reconfirm`: the owner reconfirms the credit is still in the
 * cassetto fiscale; since issue 45 with a dated declaration (`asOf`, the rate declared, absent:
 * every rata on sale) and the Piattaforma extract just uploaded.
 */
export class ReconfirmCreditCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly sellerId: number,
    readonly declaration: { asOf: string; rataIds: readonly string[] | undefined; extract: ReceivedFile },
    readonly context: RequestContext,
  ) {
    super();
  }
}
