import { Body, Controller, Param, Patch } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, updateSavedSearchSchema, type SavedSearch } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parseRequest } from '../../../../infrastructure/http/request-validation';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseSavedSearchId } from '../../saved-searches/saved-search-id.param';
import { UpdateSavedSearchCommand } from './update-saved-search.command';

@Controller()
export class UpdateSavedSearchController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Another buyer's search or an unknown id: 404, nothing changes. */
  @Patch(apiRoutes.savedSearch(':id'))
  @Role('cessionario')
  update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() buyer: UserView): Promise<SavedSearch> {
    const searchId = parseSavedSearchId(id);
    const { name, mail } = parseRequest(updateSavedSearchSchema, body);
    return this.commandBus.execute(new UpdateSavedSearchCommand(buyer.id, searchId, { name, mail }));
  }
}
