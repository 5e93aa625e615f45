import { Command } from '@nestjs/cqrs';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 7 `PATCH /api/practices/{id}/sale-status`: the owner marks an approved practice ceduta. */
export class MarkPracticeSoldCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly sellerId: number,
    readonly viaPortal: boolean,
    readonly context: RequestContext,
  ) {
    super();
  }
}
