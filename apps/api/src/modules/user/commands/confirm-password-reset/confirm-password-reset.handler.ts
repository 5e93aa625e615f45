import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userValidationMessages } from '@pratiche/contracts';
import { DomainError, userDecider, userStreamId, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { ensureNotCommonPassword } from '../../credentials/common-passwords';
import { Credentials } from '../../credentials/credentials';
import { ResetTokens } from '../../credentials/reset-tokens';
import { hashSecret } from '../../credentials/secret-hashing';
import { ConfirmPasswordResetCommand } from './confirm-password-reset.command';

const invalidLink = () => validationError(userValidationMessages.resetTokenInvalid);

/**
 * Sets the new password with a valid token: the token is spent, the hash replaced and
 * PasswordChanged (via 'reset') appended in one transaction. Unknown, used and expired tokens
 * all get the same answer. The holder of the link acts as the account's owner.
 */
@CommandHandler(ConfirmPasswordResetCommand)
export class ConfirmPasswordResetHandler implements ICommandHandler<ConfirmPasswordResetCommand> {
  constructor(
    private readonly tokens: ResetTokens,
    private readonly credentials: Credentials,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token, newPassword, context }: ConfirmPasswordResetCommand): Promise<{ userId: number }> {
    ensureNotCommonPassword(newPassword);
    const now = this.clock();
    const userId = await this.tokens.ownerOf(token, now);
    if (userId === null) throw invalidLink();
    const passwordHash = await hashSecret(newPassword);
    try {
      await this.executor.execute({
        decider: userDecider,
        streamId: userStreamId(userId),
        command: { type: 'ChangePassword', data: { userId, at: now.toISOString(), via: 'reset' } },
        context: { ...context, actorId: userId },
        alsoInTransaction: async (tx) => {
          if (!(await this.tokens.use(tx, token, userId, now))) throw invalidLink();
          await this.credentials.setPasswordHash(tx, userId, passwordHash);
        },
      });
    } catch (error) {
      // The account was deleted after the mail was sent: the link is simply no longer valid.
      if (error instanceof DomainError && error.kind === 'not_found') throw invalidLink();
      throw error;
    }
    return { userId };
  }
}
