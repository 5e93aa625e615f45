import { Command } from '@nestjs/cqrs';

/** Marks one of the caller's notifications read, or all of them ('all'). */
export class MarkNotificationsReadCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly which: number | 'all',
  ) {
    super();
  }
}
