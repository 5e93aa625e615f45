import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 31, admin users tab: an admin turns off the second factor of a user who lost the phone and the codes. */
export class ResetTwoFactorCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
