import { Inject, Injectable } from '@nestjs/common';
import { reconfirmationReminderDecider, reconfirmationReminderStreamId, type ReconfirmationReminderSent, type RemindReconfirmation } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { ScheduledNoticeProcessor } from '../scheduled-notice.processor';
import { ReconfirmationsToRemindReader } from './reconfirmations-to-remind.reader';

const BATCH = 100;

/**
 * Reminds each seller, 3 days before a credit turns 'Da riconfermare' (issue 28), to reconfirm
 * it (`ReconfirmationReminderSent`; the notification centre stores, toasts and mails it), once
 * per confirmation: a reconfirmation moves `lastConfirmedAt`, so the next period has its own stream.
 */
@Injectable()
export class ReconfirmationReminderProcessor extends ScheduledNoticeProcessor<{ reminded: boolean }, RemindReconfirmation, ReconfirmationReminderSent> {
  constructor(
    private readonly reader: ReconfirmationsToRemindReader,
    executor: CommandExecutor,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super('ReconfirmationReminder', executor, clock, config);
  }

  protected async due(now: Date) {
    const at = now.toISOString();
    return (await this.reader.due(now, BATCH)).map((due) => ({
      practiceId: due.practiceId,
      decider: reconfirmationReminderDecider,
      streamId: reconfirmationReminderStreamId(due.practiceId, due.lastConfirmedAt),
      command: { type: 'RemindReconfirmation' as const, data: { ...due, at } },
    }));
  }
}
