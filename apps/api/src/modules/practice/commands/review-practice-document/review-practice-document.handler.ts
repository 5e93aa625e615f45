import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, practiceDecider, practiceMessages, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { isStoredName } from '../../../../infrastructure/uploads/upload-storage';
import { ReviewPracticeDocumentCommand } from './review-practice-document.command';

/**
 * The decider refuses the admin's own practice (403, four eyes), a rejection without reason
 * (400) and the same decision twice (409). The owner is told of a rejection by the notifications module.
 */
@CommandHandler(ReviewPracticeDocumentCommand)
export class ReviewPracticeDocumentHandler implements ICommandHandler<ReviewPracticeDocumentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, filename, adminId, body, context }: ReviewPracticeDocumentCommand): Promise<void> {
    if (!isStoredName(filename)) throw notFound(practiceMessages.documentNotFound);
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: {
        type: 'ReviewPracticeDocument',
        data: { practiceId, by: adminId, at: this.clock().toISOString(), filename, decision: body.decision, reason: body.reason ?? null },
      },
      context,
    });
  }
}
