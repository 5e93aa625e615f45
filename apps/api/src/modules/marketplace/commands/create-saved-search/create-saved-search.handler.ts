import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SavedSearch } from '@pratiche/contracts';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { SavedSearchesStore } from '../../saved-searches/saved-searches.store';
import { CreateSavedSearchCommand } from './create-saved-search.command';

@CommandHandler(CreateSavedSearchCommand)
export class CreateSavedSearchHandler implements ICommandHandler<CreateSavedSearchCommand> {
  constructor(
    private readonly store: SavedSearchesStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The limit and the name's uniqueness are checked by the store, atomically. */
  execute({ userId, search }: CreateSavedSearchCommand): Promise<SavedSearch> {
    return this.store.create(userId, search, this.clock());
  }
}
