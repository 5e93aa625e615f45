import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 /profile "Richiesta Modifica Dati": the user asks the administration to change data. */
export class RequestDataChangeCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly fieldsToChange: Record<string, string>,
    readonly reason: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
