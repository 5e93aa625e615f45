import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { twoFactorMessages } from '@pratiche/contracts';
import { conflict, twoFactorDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { newRecoveryCodes } from '../../two-factor/recovery-codes';
import { matchingTimeStep } from '../../two-factor/totp';
import { TwoFactorSecrets } from '../../two-factor/two-factor-secrets';
import { wrongCode } from '../../two-factor/wrong-code';
import { EnableTwoFactorCommand } from './enable-two-factor.command';

/**
 * The code proves the app holds the secret; TwoFactorEnabled, the confirmed secret (its step
 * spent, so the same code cannot sign in) and the hashed recovery codes commit together.
 */
@CommandHandler(EnableTwoFactorCommand)
export class EnableTwoFactorHandler implements ICommandHandler<EnableTwoFactorCommand> {
  constructor(
    private readonly secrets: TwoFactorSecrets,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, code, context }: EnableTwoFactorCommand): Promise<string[]> {
    const setup = await this.secrets.unconfirmedSecret(userId);
    if (!setup) throw conflict(twoFactorMessages.noSetup);
    const now = this.clock();
    const step = await matchingTimeStep(setup.secret, code, now);
    if (step === null) throw wrongCode();
    const recoveryCodes = newRecoveryCodes();
    await this.executor.execute({
      decider: twoFactorDecider,
      streamId: userStreamId(userId),
      command: { type: 'EnableTwoFactor', data: { userId, at: now.toISOString() } },
      context,
      alsoInTransaction: (tx) => this.secrets.confirm(tx, userId, setup.stored, step, recoveryCodes),
    });
    return recoveryCodes;
  }
}
