import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `DELETE /api/admin/practices/{id}`. */
export class DeletePracticeCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
