import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notificationKinds } from '@pratiche/domain';
import { NotificationCentreStore } from '../../notification-centre.store';
import { SetNotificationPreferencesCommand } from './set-notification-preferences.command';

@CommandHandler(SetNotificationPreferencesCommand)
export class SetNotificationPreferencesHandler implements ICommandHandler<SetNotificationPreferencesCommand> {
  constructor(private readonly store: NotificationCentreStore) {}

  async execute({ userId, preferences }: SetNotificationPreferencesCommand): Promise<void> {
    // Only the kinds turned off are kept, so a kind added later starts on, like every default.
    await this.store.setEmailOff(
      userId,
      notificationKinds.filter((kind) => !preferences[kind].email),
    );
  }
}
