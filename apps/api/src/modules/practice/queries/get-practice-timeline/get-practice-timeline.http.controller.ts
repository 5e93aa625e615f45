import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type PracticeTimelineResponse } from '@pratiche/contracts';
import { ActiveUser } from '../../../../infrastructure/http/access-policy';
import { CurrentUser } from '../../../identity/current-user.decorator';
import type { UserView } from '../../../identity/users.reader';
import { parsePracticeId } from '../../practice-id.param';
import { GetPracticeTimelineQuery } from './get-practice-timeline.query';

@Controller()
export class GetPracticeTimelineController {
  constructor(private readonly queryBus: QueryBus) {}

  /** The owner, an admin or a buyer with access; anyone else 403, a missing or deleted practice 404. */
  @Get(apiRoutes.practiceTimeline(':id'))
  @ActiveUser()
  get(@Param('id') id: string, @CurrentUser() user: UserView): Promise<PracticeTimelineResponse> {
    return this.queryBus.execute(new GetPracticeTimelineQuery(parsePracticeId(id), user));
  }
}
