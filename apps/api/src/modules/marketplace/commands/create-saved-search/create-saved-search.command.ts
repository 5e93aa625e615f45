import { Command } from '@nestjs/cqrs';
import type { SavedSearch, SavedSearchFilters, SavedSearchMailMode } from '@pratiche/contracts';

/** 'Salva ricerca': the marketplace's current filters under a name, with how matches are mailed. */
export class CreateSavedSearchCommand extends Command<SavedSearch> {
  constructor(
    readonly userId: number,
    readonly search: { name: string; filters: SavedSearchFilters; mail: SavedSearchMailMode },
  ) {
    super();
  }
}
