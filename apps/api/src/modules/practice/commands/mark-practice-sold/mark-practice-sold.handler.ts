import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { MarkPracticeSoldCommand } from './mark-practice-sold.command';

/** The decider refuses another seller (403), an unapproved practice and one already ceduta or chiusa (409). */
@CommandHandler(MarkPracticeSoldCommand)
export class MarkPracticeSoldHandler implements ICommandHandler<MarkPracticeSoldCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, sellerId, viaPortal, context }: MarkPracticeSoldCommand): Promise<void> {
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'MarkPracticeSold', data: { practiceId, by: sellerId, at: this.clock().toISOString(), viaPortal } },
      context,
    });
  }
}
