import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, notificationMessages, type ApiMessageBody } from '@pratiche/contracts';
import { notFound } from '@pratiche/domain';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { MarkNotificationsReadCommand } from './mark-notifications-read.command';

const notificationId = (raw: string): number => {
  const id = Number(raw);
  if (!/^\d{1,15}$/.test(raw) || !Number.isSafeInteger(id)) throw notFound(notificationMessages.notFound);
  return id;
};

@Controller()
export class MarkNotificationsReadController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(apiRoutes.notificationsReadAll)
  @HttpCode(200)
  @SignedIn()
  async readAll(@CurrentUser() user: UserView): Promise<ApiMessageBody> {
    await this.commandBus.execute(new MarkNotificationsReadCommand(user.id, 'all'));
    return { message: notificationMessages.allRead };
  }

  @Post(apiRoutes.notificationRead(':id'))
  @HttpCode(200)
  @SignedIn()
  async readOne(@Param('id') id: string, @CurrentUser() user: UserView): Promise<ApiMessageBody> {
    await this.commandBus.execute(new MarkNotificationsReadCommand(user.id, notificationId(id)));
    return { message: notificationMessages.read };
  }
}
