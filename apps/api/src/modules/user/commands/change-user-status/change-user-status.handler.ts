import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DatabaseSessionStore } from '../../../../infrastructure/sessions/database-session-store';
import { ChangeUserStatusCommand } from './change-user-status.command';

/**
 * The decider allows only the moves of spec 4. A blocked or rejected user cannot sign in, so
 * the sessions already open are ended too: the refusal takes effect at once.
 */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: DatabaseSessionStore,
  ) {}

  async execute({ userId, status, adminId, context }: ChangeUserStatusCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'ChangeUserStatus', data: { userId, at: new Date().toISOString(), status, by: adminId } },
      context,
    });
    if (status === 'blocked' || status === 'rejected') await this.sessions.destroyUserSessions(userId);
  }
}
