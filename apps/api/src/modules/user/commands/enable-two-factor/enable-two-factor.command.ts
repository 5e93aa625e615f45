import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 31: the user confirms the secret being set up with a code of the app; answers the 10 recovery codes. */
export class EnableTwoFactorCommand extends Command<string[]> {
  constructor(
    readonly userId: number,
    readonly code: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
