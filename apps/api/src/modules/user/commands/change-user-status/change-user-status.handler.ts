import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId, type UserEvent } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { DatabaseSessionStore } from '../../../../infrastructure/sessions/database-session-store';
import { LastActiveAdmin } from '../../last-active-admin';
import { ChangeUserStatusCommand } from './change-user-status.command';

/**
 * The decider allows only the moves of spec 4, and never on the admin's own account; the last
 * active admin is kept in the append transaction. A blocked or rejected user cannot sign in, so
 * the sessions already open (and their live sockets) are ended too: the refusal takes effect at once.
 */
@CommandHandler(ChangeUserStatusCommand)
export class ChangeUserStatusHandler implements ICommandHandler<ChangeUserStatusCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly sessions: DatabaseSessionStore,
    private readonly lastActiveAdmin: LastActiveAdmin,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, status, adminId, context }: ChangeUserStatusCommand): Promise<void> {
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'ChangeUserStatus', data: { userId, at: this.clock().toISOString(), status, by: adminId } },
      context,
      alsoInTransaction: (tx, events: readonly UserEvent[]) => this.lastActiveAdmin.check(tx, userId, events),
    });
    if (status === 'blocked' || status === 'rejected') await this.sessions.destroyUserSessions(userId);
  }
}
