import { Controller, Delete, Param } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, savedSearchMessages, type ApiMessageBody } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseSavedSearchId } from '../../saved-searches/saved-search-id.param';
import { DeleteSavedSearchCommand } from './delete-saved-search.command';

@Controller()
export class DeleteSavedSearchController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Another buyer's search or an unknown id: 404, nothing changes. */
  @Delete(apiRoutes.savedSearch(':id'))
  @Role('cessionario')
  async delete(@Param('id') id: string, @CurrentUser() buyer: UserView): Promise<ApiMessageBody> {
    await this.commandBus.execute(new DeleteSavedSearchCommand(buyer.id, parseSavedSearchId(id)));
    return { message: savedSearchMessages.deleted };
  }
}
