import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dataChangeRequestsDecider, notFound, userMessages, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DataChangeRequestsReader } from '../../queries/list-data-change-requests/data-change-requests.reader';
import { MarkDataChangeRequestDoneCommand } from './mark-data-change-request-done.command';

/**
 * The inbox row names the user and the request's rank; the decision is taken on the user's
 * stream, so of two admins closing one request at once one append wins and the other, read
 * again after the version conflict, is refused with 409.
 */
@CommandHandler(MarkDataChangeRequestDoneCommand)
export class MarkDataChangeRequestDoneHandler implements ICommandHandler<MarkDataChangeRequestDoneCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly requests: DataChangeRequestsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ requestId, adminId, context }: MarkDataChangeRequestDoneCommand): Promise<void> {
    const request = await this.requests.byId(requestId);
    if (!request) throw notFound(userMessages.dataChangeRequestNotFound);
    await this.executor.execute({
      decider: dataChangeRequestsDecider,
      streamId: userStreamId(request.userId),
      command: { type: 'MarkDataChangeRequestDone', data: { ...request, by: adminId, at: this.clock().toISOString() } },
      context,
    });
  }
}
