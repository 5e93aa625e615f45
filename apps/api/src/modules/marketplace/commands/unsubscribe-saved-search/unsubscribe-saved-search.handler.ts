import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store';
import { UnsubscribeSavedSearchCommand } from './unsubscribe-saved-search.command';

@CommandHandler(UnsubscribeSavedSearchCommand)
export class UnsubscribeSavedSearchHandler implements ICommandHandler<UnsubscribeSavedSearchCommand> {
  constructor(private readonly store: SavedSearchesStore) {}

  execute({ token }: UnsubscribeSavedSearchCommand): Promise<string> {
    return this.store.unsubscribe(token);
  }
}
