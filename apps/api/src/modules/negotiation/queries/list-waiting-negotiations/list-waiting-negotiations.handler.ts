import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { WaitingNegotiationsResponse } from '@pratiche/contracts';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { NegotiationsReader } from '../../negotiations.reader';
import { ListWaitingNegotiationsQuery } from './list-waiting-negotiations.query';

@QueryHandler(ListWaitingNegotiationsQuery)
export class ListWaitingNegotiationsHandler implements IQueryHandler<ListWaitingNegotiationsQuery> {
  constructor(
    private readonly negotiations: NegotiationsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  execute({ userId }: ListWaitingNegotiationsQuery): Promise<WaitingNegotiationsResponse> {
    return this.negotiations.waiting(userId, this.clock());
  }
}
