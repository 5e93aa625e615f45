import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userValidationMessages } from '@pratiche/contracts';
import { userDecider, userStreamId, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { ensureNotCommonPassword } from '../../credentials/common-passwords';
import { Credentials } from '../../credentials/credentials';
import { hashSecret, verifySecret } from '../../credentials/secret-hashing';
import { ChangePasswordCommand } from './change-password.command';

/** The current password proves it is the owner at the keyboard, not someone at an open session. */
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    private readonly credentials: Credentials,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, currentPassword, newPassword, context }: ChangePasswordCommand): Promise<void> {
    const stored = await this.credentials.passwordHashOf(userId);
    if (!stored || !(await verifySecret(stored, currentPassword))) throw validationError(userValidationMessages.wrongCurrentPassword);
    ensureNotCommonPassword(newPassword);
    const passwordHash = await hashSecret(newPassword);
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(userId),
      command: { type: 'ChangePassword', data: { userId, at: this.clock().toISOString(), via: 'change' } },
      context,
      alsoInTransaction: (tx) => this.credentials.setPasswordHash(tx, userId, passwordHash),
    });
  }
}
