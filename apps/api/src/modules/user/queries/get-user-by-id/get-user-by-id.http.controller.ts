import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { UserPublicInfoResponse } from '@pratiche/contracts';
import { SignedIn } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parseUserId } from '../../user-id.param';
import { GetUserByIdQuery } from './get-user-by-id.query';

@Controller()
export class GetUserByIdController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('/api/users/:id')
  @SignedIn()
  userById(@Param('id') id: string, @CurrentUser() requester: UserView): Promise<UserPublicInfoResponse> {
    return this.queryBus.execute(new GetUserByIdQuery(parseUserId(id), requester));
  }
}
