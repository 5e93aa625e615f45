import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SavedSearch } from '@pratiche/contracts';
import { SavedSearchesReader } from '../../saved-searches/saved-searches.reader';
import { ListSavedSearchesQuery } from './list-saved-searches.query';

@QueryHandler(ListSavedSearchesQuery)
export class ListSavedSearchesHandler implements IQueryHandler<ListSavedSearchesQuery> {
  constructor(private readonly reader: SavedSearchesReader) {}

  execute({ userId }: ListSavedSearchesQuery): Promise<SavedSearch[]> {
    return this.reader.list(userId);
  }
}
