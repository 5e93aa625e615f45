import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DeclareTradingProfileCommand } from './declare-trading-profile.command';

/**
 * The decider checks the data (trading-profile.ts) and appends nothing for the profile already in
 * force; the event's personal fields are sealed with the user's key (user.personal-data.ts).
 */
@CommandHandler(DeclareTradingProfileCommand)
export class DeclareTradingProfileHandler implements ICommandHandler<DeclareTradingProfileCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, profile, context }: DeclareTradingProfileCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'DeclareTradingProfile', data: { userId, at: this.clock().toISOString(), profile } },
      context,
    });
  }
}
