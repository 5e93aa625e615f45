import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { apiRoutes, type ReviewSignalsResponse } from '@pratiche/contracts';
import { Role } from '../../../../infrastructure/http/access-policy';
import { parsePracticeId } from '../../practice-id.param';
import { GetReviewSignalsQuery } from './get-review-signals.query';

@Controller()
export class GetReviewSignalsController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Admins only (anyone else 403); a missing or deleted practice 404. */
  @Get(apiRoutes.adminPracticeReviewSignals(':id'))
  @Role('admin')
  get(@Param('id') id: string): Promise<ReviewSignalsResponse> {
    return this.queryBus.execute(new GetReviewSignalsQuery(parsePracticeId(id)));
  }
}
