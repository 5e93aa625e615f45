import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type SavedSearchList } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { ListSavedSearchesQuery } from './list-saved-searches.query';

@Controller()
export class ListSavedSearchesController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get(apiRoutes.savedSearches)
  @Role('cessionario')
  async list(@CurrentUser() buyer: UserView): Promise<SavedSearchList> {
    return { items: await this.queryBus.execute(new ListSavedSearchesQuery(buyer.id)) };
  }
}
