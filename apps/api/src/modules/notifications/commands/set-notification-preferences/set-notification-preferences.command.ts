import { Command } from '@nestjs/cqrs';
import type { NotificationPreferences } from '@pratiche/contracts';

/** Replaces the caller's e-mail choices, one per kind. */
export class SetNotificationPreferencesCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly preferences: NotificationPreferences,
  ) {
    super();
  }
}
