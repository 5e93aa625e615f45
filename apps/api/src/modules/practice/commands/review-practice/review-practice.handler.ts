import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { ReviewPracticeCommand } from './review-practice.command';

/** Only a pending practice can be reviewed (409 otherwise); the owner is told live after commit. */
@CommandHandler(ReviewPracticeCommand)
export class ReviewPracticeHandler implements ICommandHandler<ReviewPracticeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, decision, comment, adminId, context }: ReviewPracticeCommand): Promise<void> {
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'ReviewPractice', data: { practiceId, by: adminId, at: this.clock().toISOString(), decision, comment } },
      context,
    });
  }
}
