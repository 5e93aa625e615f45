import { Command } from '@nestjs/cqrs';
import type { OffsetCapacityYear } from '@pratiche/domain';
import type { RequestContext } from '../../../../infrastructure/command-handling/request-context';

/** Issue 47, 'I miei crediti': the buyer declares how much it can offset in F24 in each year. */
export class DeclareOffsetCapacityCommand extends Command<OffsetCapacityYear[]> {
  constructor(
    readonly userId: number,
    readonly years: OffsetCapacityYear[],
    readonly context: RequestContext,
  ) {
    super();
  }
}
