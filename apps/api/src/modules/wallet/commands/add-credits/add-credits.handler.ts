import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { walletDecider, walletStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { AddCreditsCommand } from './add-credits.command';

/** Appends `CreditsAdded` with the admin's id; the wallet projections update the balance in the same transaction. */
@CommandHandler(AddCreditsCommand)
export class AddCreditsHandler implements ICommandHandler<AddCreditsCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, credits, adminId, method, context }: AddCreditsCommand): Promise<void> {
    await this.executor.execute({
      decider: walletDecider,
      streamId: walletStreamId(userId),
      command: { type: 'AddCredits', data: { userId, credits, by: adminId, method, at: this.clock().toISOString() } },
      context,
    });
  }
}
