import { Inject, Injectable } from '@nestjs/common';
import {
  exclusivityWarningDecider,
  exclusivityWarningLeadMs,
  exclusivityWarningStreamId,
  type ExclusivityEndingSoon,
  type WarnExclusivityEnding,
} from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { NotificationsReader } from '../../notifications.reader';
import { ScheduledNoticeProcessor } from '../scheduled-notice.processor';

const BATCH = 100;

/** Warns each exclusivity's holder 2 hours before it ends (`ExclusivityEndingSoon`), once. */
@Injectable()
export class ExclusivityWarningProcessor extends ScheduledNoticeProcessor<{ warned: boolean }, WarnExclusivityEnding, ExclusivityEndingSoon> {
  constructor(
    private readonly reader: NotificationsReader,
    executor: CommandExecutor,
    @Inject(CLOCK) clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    super('ExclusivityWarning', executor, clock, config);
  }

  protected async due(now: Date) {
    const at = now.toISOString();
    return (await this.reader.exclusivitiesToWarn(now, exclusivityWarningLeadMs, BATCH)).map((due) => ({
      practiceId: due.practiceId,
      decider: exclusivityWarningDecider,
      streamId: exclusivityWarningStreamId(due.practiceId, due.exclusiveUntil),
      command: { type: 'WarnExclusivityEnding' as const, data: { ...due, at } },
    }));
  }
}
