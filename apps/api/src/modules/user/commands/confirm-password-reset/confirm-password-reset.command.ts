import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** The recovery link's form: a new password for the account the token belongs to. */
export class ConfirmPasswordResetCommand extends Command<{ userId: number }> {
  constructor(
    readonly token: string,
    readonly newPassword: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
