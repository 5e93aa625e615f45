import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ExistsResponse } from '@pratiche/contracts';
import { UniqueClaims } from '../../unique-claims';
import { CheckDuplicateQuery } from './check-duplicate.query';

/** Answers from the claims table, the same source registration is refused by. */
@QueryHandler(CheckDuplicateQuery)
export class CheckDuplicateHandler implements IQueryHandler<CheckDuplicateQuery> {
  constructor(private readonly claims: UniqueClaims) {}

  async execute({ kind, value }: CheckDuplicateQuery): Promise<ExistsResponse> {
    return { exists: await this.claims.isClaimed(kind, value) };
  }
}
