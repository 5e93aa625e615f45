import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 /profile "Sicurezza": the signed-in user changes the password, knowing the current one. */
export class ChangePasswordCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
