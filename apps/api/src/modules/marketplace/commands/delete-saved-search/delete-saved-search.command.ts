import { Command } from '@nestjs/cqrs';

/** Deletes one of the caller's saved searches; its alerts already in the bell stay there. */
export class DeleteSavedSearchCommand extends Command<void> {
  constructor(
    readonly userId: number,
    readonly id: number,
  ) {
    super();
  }
}
