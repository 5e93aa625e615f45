import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 31: the user turns two-factor sign-in off with the password and a code (of the app or a recovery code). */
export class DisableTwoFactorCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly password: string,
    readonly code: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
