import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** An admin adds credits to a wallet: with the security PIN (spec 7 Admin) or the success page's test buttons. */
export class AddCreditsCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly credits: number,
    readonly adminId: number,
    readonly method: 'pin' | 'simulation',
    readonly context: RequestContext,
  ) {
    super();
  }
}
