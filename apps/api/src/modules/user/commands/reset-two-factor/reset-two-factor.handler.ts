import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { twoFactorDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Mailer } from '../../../../infrastructure/mail/mailer';
import { UsersReader } from '../../../identity/users.reader';
import { removeTwoFactorSecrets } from '../../two-factor/two-factor-secrets';
import { ResetTwoFactorCommand } from './reset-two-factor.command';
import { twoFactorResetMail } from './two-factor-reset.mail';

/**
 * TwoFactorReset by the admin (the decider refuses one's own account and an account without
 * 2FA) and the removal of the secret and the codes, in one transaction; then a mail tells the
 * user, so a reset nobody asked for does not go unnoticed.
 */
@CommandHandler(ResetTwoFactorCommand)
export class ResetTwoFactorHandler implements ICommandHandler<ResetTwoFactorCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly users: UsersReader,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, adminId, context }: ResetTwoFactorCommand): Promise<void> {
    await this.executor.execute({
      decider: twoFactorDecider,
      streamId: userStreamId(userId),
      command: { type: 'ResetTwoFactor', data: { userId, by: adminId, at: this.clock().toISOString() } },
      context,
      alsoInTransaction: (tx) => removeTwoFactorSecrets(tx, userId),
    });
    const user = await this.users.byId(userId);
    if (user) this.mailer.sendInBackground(twoFactorResetMail(user.email, this.config.supportEmail));
  }
}
