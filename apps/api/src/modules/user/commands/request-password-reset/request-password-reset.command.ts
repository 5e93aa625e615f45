import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 /reset-password: someone asks for a recovery link for an e-mail address. */
export class RequestPasswordResetCommand extends Command<void> {
  constructor(
    readonly email: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
