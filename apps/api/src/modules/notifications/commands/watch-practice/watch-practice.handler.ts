import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceWatchMessages } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { NotificationCentreStore } from '../../notification-centre.store';
import { NotificationsReader } from '../../notifications.reader';
import { WatchPracticeCommand } from './watch-practice.command';

@CommandHandler(WatchPracticeCommand)
export class WatchPracticeHandler implements ICommandHandler<WatchPracticeCommand> {
  constructor(
    private readonly reader: NotificationsReader,
    private readonly store: NotificationCentreStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Both directions are idempotent; removing a watch needs no check, it only touches the caller's rows. */
  async execute({ userId, practiceId, watching }: WatchPracticeCommand): Promise<void> {
    if (!watching) return this.store.unwatch(userId, practiceId);
    // A practice not approved, or the caller's own, answers as missing: the marketplace does not show it to him.
    if (!(await this.reader.isWatchable(userId, practiceId))) throw notFound(practiceWatchMessages.notWatchable);
    await this.store.watch(userId, practiceId, this.clock());
  }
}
