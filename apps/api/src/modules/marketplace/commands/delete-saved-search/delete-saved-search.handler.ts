import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store';
import { DeleteSavedSearchCommand } from './delete-saved-search.command';

@CommandHandler(DeleteSavedSearchCommand)
export class DeleteSavedSearchHandler implements ICommandHandler<DeleteSavedSearchCommand> {
  constructor(private readonly store: SavedSearchesStore) {}

  execute({ userId, id }: DeleteSavedSearchCommand): Promise<void> {
    return this.store.delete(userId, id);
  }
}
