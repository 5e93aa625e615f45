import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PracticeWatches } from '@pratiche/contracts';
import { NotificationsReader } from '../../notifications.reader';
import { ListPracticeWatchesQuery } from './list-practice-watches.query';

@QueryHandler(ListPracticeWatchesQuery)
export class ListPracticeWatchesHandler implements IQueryHandler<ListPracticeWatchesQuery> {
  constructor(private readonly reader: NotificationsReader) {}

  async execute({ userId }: ListPracticeWatchesQuery): Promise<PracticeWatches> {
    return { practiceIds: await this.reader.watches(userId) };
  }
}
