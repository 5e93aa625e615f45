import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PracticePageResponse, PracticeResponse } from '@pratiche/contracts';
import { practiceScopeOf } from '../../practice-access';
import { PracticesReader } from '../../practices.reader';
import { ListPracticesQuery } from './list-practices.query';

/** Sellers get their own practices only, admins all (the spec's client-side filter, now enforced). */
@QueryHandler(ListPracticesQuery)
export class ListPracticesHandler implements IQueryHandler<ListPracticesQuery> {
  constructor(private readonly practices: PracticesReader) {}

  execute({ user, page }: ListPracticesQuery): Promise<PracticeResponse[] | PracticePageResponse> {
    const scope = practiceScopeOf(user);
    return page ? this.practices.page(scope, page) : this.practices.all(scope);
  }
}
