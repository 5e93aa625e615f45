import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { userDecider, userStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { Mailer } from '../../../../infrastructure/mail/mailer';
import { newResetToken, ResetTokens } from '../../credentials/reset-tokens';
import { UserLookup } from '../../user-lookup';
import { passwordResetMail, resetLink } from './password-reset.mail';
import { RequestPasswordResetCommand } from './request-password-reset.command';

/**
 * For a known address: a single-use token (hash stored), PasswordResetRequested in the log (the
 * token never is), and the link by mail, sent in the background. For an unknown address nothing
 * happens; the caller answers the same either way, so the form reveals no accounts.
 */
@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand> {
  constructor(
    private readonly users: UserLookup,
    private readonly tokens: ResetTokens,
    private readonly executor: CommandExecutor,
    private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email, context }: RequestPasswordResetCommand): Promise<void> {
    const user = await this.users.byEmail(email);
    if (!user) return;
    const token = newResetToken();
    const now = this.clock();
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(user.id),
      command: { type: 'RequestPasswordReset', data: { userId: user.id, at: now.toISOString() } },
      context,
      alsoInTransaction: (tx) => this.tokens.issue(tx, user.id, token, now),
    });
    this.mailer.sendInBackground(passwordResetMail(user.email, resetLink(this.config.publicUrl, token)));
  }
}
