import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { ReconfirmCreditCommand } from './reconfirm-credit.command';

/** The decider refuses another seller (403) and a practice not on sale: pending, rejected, ceduta or chiusa (409). */
@CommandHandler(ReconfirmCreditCommand)
export class ReconfirmCreditHandler implements ICommandHandler<ReconfirmCreditCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, sellerId, context }: ReconfirmCreditCommand): Promise<void> {
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'ReconfirmCredit', data: { practiceId, by: sellerId, at: this.clock().toISOString() } },
      context,
    });
  }
}
