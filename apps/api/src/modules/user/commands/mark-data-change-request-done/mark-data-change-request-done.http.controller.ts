import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { apiRoutes, type DataChangeRequestRow } from '@pratiche/contracts';
import { notFound, userMessages } from '@pratiche/domain';
import type { Request } from 'express';
import { contextFromRequest } from '../../../../infrastructure/command-handling/request-context';
import { Role } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { DataChangeRequestsReader } from '../../queries/list-data-change-requests/data-change-requests.reader';
import { MarkDataChangeRequestDoneCommand } from './mark-data-change-request-done.command';

const parseRequestId = (raw: string): number => {
  if (!/^\d{1,15}$/.test(raw) || Number(raw) < 1) throw notFound(userMessages.dataChangeRequestNotFound);
  return Number(raw);
};

@Controller()
export class MarkDataChangeRequestDoneController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly requests: DataChangeRequestsReader,
  ) {}

  /** Admins only; answers the request as it now is. Already handled: 409; unknown: 404. */
  @Post(apiRoutes.adminDataChangeRequestDone(':id'))
  @HttpCode(200)
  @Role('admin')
  async done(@Param('id') id: string, @CurrentUser() admin: UserView, @Req() req: Request): Promise<DataChangeRequestRow> {
    const requestId = parseRequestId(id);
    await this.commandBus.execute(new MarkDataChangeRequestDoneCommand(requestId, admin.id, contextFromRequest(req)));
    return (await this.requests.one(requestId))!;
  }
}
