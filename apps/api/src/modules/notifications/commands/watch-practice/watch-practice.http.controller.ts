import { Controller, Delete, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, practiceWatchMessages, type ApiMessageBody } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../../practice/practice-id.param';
import { WatchPracticeCommand } from './watch-practice.command';

@Controller()
export class WatchPracticeController {
  constructor(private readonly commandBus: CommandBus) {}

  @Put(apiRoutes.practiceWatch(':practiceId'))
  @Role('cessionario')
  async watch(@Param('practiceId') id: string, @CurrentUser() buyer: UserView): Promise<ApiMessageBody> {
    await this.commandBus.execute(new WatchPracticeCommand(buyer.id, parsePracticeId(id), true));
    return { message: practiceWatchMessages.watched };
  }

  @Delete(apiRoutes.practiceWatch(':practiceId'))
  @Role('cessionario')
  async unwatch(@Param('practiceId') id: string, @CurrentUser() buyer: UserView): Promise<ApiMessageBody> {
    await this.commandBus.execute(new WatchPracticeCommand(buyer.id, parsePracticeId(id), false));
    return { message: practiceWatchMessages.unwatched };
  }
}
