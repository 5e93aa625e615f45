import { Command } from '@nestjs/cqrs';
import type { SavedSearch, SavedSearchMailMode } from '@pratiche/contracts';

/** Renames a saved search and/or changes how its matches are mailed. */
export class UpdateSavedSearchCommand extends Command<SavedSearch> {
  constructor(
    readonly userId: number,
    readonly id: number,
    readonly change: { name?: string; mail?: SavedSearchMailMode },
  ) {
    super();
  }
}
