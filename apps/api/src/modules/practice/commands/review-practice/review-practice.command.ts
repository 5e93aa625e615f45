import { Command } from '@nestjs/cqrs';
import type { ReviewDecision } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Spec 2 /admin practice detail: approve, reject or request integration, with an optional comment. */
export class ReviewPracticeCommand extends Command<void> {
  constructor(
    readonly practiceId: number,
    readonly decision: ReviewDecision,
    readonly comment: string | null,
    readonly adminId: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}
