import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { PracticeResponse } from '@pratiche/contracts';
import { requireReadablePractice } from '../../practice-access';
import { PracticesReader } from '../../practices.reader';
import { GetPracticeQuery } from './get-practice.query';

@QueryHandler(GetPracticeQuery)
export class GetPracticeHandler implements IQueryHandler<GetPracticeQuery> {
  constructor(private readonly practices: PracticesReader) {}

  async execute({ practiceId, user }: GetPracticeQuery): Promise<PracticeResponse> {
    return requireReadablePractice(user, await this.practices.byId(practiceId));
  }
}
