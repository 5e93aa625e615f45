import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, createSavedSearchSchema, type SavedSearch } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { CreateSavedSearchCommand } from './create-saved-search.command';

@Controller()
export class CreateSavedSearchController {
  constructor(private readonly commandBus: CommandBus) {}

  /** 201 with the search; 409 when the name is taken (canonical form) or the buyer keeps 20 already. */
  @Post(apiRoutes.savedSearches)
  @Role('cessionario')
  create(@Body() body: unknown, @CurrentUser() buyer: UserView): Promise<SavedSearch> {
    const { name, filters, mail } = parseRequest(createSavedSearchSchema, body);
    return this.commandBus.execute(new CreateSavedSearchCommand(buyer.id, { name, filters, mail }));
  }
}
