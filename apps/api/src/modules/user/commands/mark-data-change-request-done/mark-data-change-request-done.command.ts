import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 26: an admin closes a data-change request of the inbox (`id` is the inbox row's). */
export class MarkDataChangeRequestDoneCommand extends Command<void> {
  constructor(
    readonly requestId: number,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
