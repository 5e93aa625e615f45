import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { PracticeResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { GetPracticeQuery } from './get-practice.query';

@Controller()
export class GetPracticeController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The owner or an admin; another seller gets 403, a missing or deleted practice 404. */
  @Get('/api/practices/:id')
  @ActiveUser()
  get(@Param('id') id: string, @CurrentUser() user: UserView): Promise<PracticeResponse> {
    return this.queryBus.execute(new GetPracticeQuery(parsePracticeId(id), user));
  }
}
