import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SavedSearch } from '@pratiche/contracts';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store';
import { UpdateSavedSearchCommand } from './update-saved-search.command';

@CommandHandler(UpdateSavedSearchCommand)
export class UpdateSavedSearchHandler implements ICommandHandler<UpdateSavedSearchCommand> {
  constructor(private readonly store: SavedSearchesStore) {}

  execute({ userId, id, change }: UpdateSavedSearchCommand): Promise<SavedSearch> {
    return this.store.update(userId, id, change);
  }
}
