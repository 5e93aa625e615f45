import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId, type OffsetCapacityYear } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DeclareOffsetCapacityCommand } from './declare-offset-capacity.command';

/**
 * The decider checks the years and amounts (offset-capacity.ts) and appends nothing for the
 * declaration already in force; answers the declaration in force after the command.
 */
@CommandHandler(DeclareOffsetCapacityCommand)
export class DeclareOffsetCapacityHandler implements ICommandHandler<DeclareOffsetCapacityCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, years, context }: DeclareOffsetCapacityCommand): Promise<OffsetCapacityYear[]> {
    const { state } = await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'DeclareOffsetCapacity', data: { userId, at: this.clock().toISOString(), years } },
      context,
    });
    return 'offsetCapacity' in state ? state.offsetCapacity : [];
  }
}
