import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userValidationMessages } from '@pratiche/contracts';
import { twoFactorDecider, userStreamId, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { Credentials } from '../../credentials/credentials';
import { verifySecret } from '../../credentials/secret-hashing';
import { removeTwoFactorSecrets, TwoFactorSecrets } from '../../two-factor/two-factor-secrets';
import { wrongCode } from '../../two-factor/wrong-code';
import { DisableTwoFactorCommand } from './disable-two-factor.command';

/**
 * Both factors, so neither an open session nor a stolen phone alone turns the second factor off:
 * the password first (a wrong one spends no code), then the code. TwoFactorDisabled and the
 * removal of the secret and the codes commit together.
 */
@CommandHandler(DisableTwoFactorCommand)
export class DisableTwoFactorHandler implements ICommandHandler<DisableTwoFactorCommand> {
  constructor(
    private readonly credentials: Credentials,
    private readonly secrets: TwoFactorSecrets,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, password, code, context }: DisableTwoFactorCommand): Promise<void> {
    const stored = await this.credentials.passwordHashOf(userId);
    if (!stored || !(await verifySecret(stored, password))) throw validationError(userValidationMessages.wrongCurrentPassword);
    const now = this.clock();
    if (!(await this.secrets.spend(userId, code, now))) throw wrongCode();
    await this.executor.execute({
      decider: twoFactorDecider,
      streamId: userStreamId(userId),
      command: { type: 'DisableTwoFactor', data: { userId, at: now.toISOString() } },
      context,
      alsoInTransaction: (tx) => removeTwoFactorSecrets(tx, userId),
    });
  }
}
