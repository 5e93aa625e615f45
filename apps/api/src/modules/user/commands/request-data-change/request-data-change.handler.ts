import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { RequestDataChangeCommand } from './request-data-change.command';

/** Records the request (DataChangeRequested); an admin applies it through the edit dialog. */
@CommandHandler(RequestDataChangeCommand)
export class RequestDataChangeHandler implements ICommandHandler<RequestDataChangeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, fieldsToChange, reason, context }: RequestDataChangeCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'RequestDataChange', data: { userId, at: this.clock().toISOString(), fieldsToChange, reason } },
      context,
    });
  }
}
