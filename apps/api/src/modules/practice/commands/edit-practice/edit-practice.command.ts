import { Command } from '@nestjs/cqrs';
import type { PracticeRequest } from '@pratiche/contracts';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `PATCH /api/practices/{id}`: the owner's edit while integration_required. */
export class EditPracticeCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly sellerId: number,
    readonly body: PracticeRequest,
    readonly context: RequestContext,
  ) {
    super();
  }
}
