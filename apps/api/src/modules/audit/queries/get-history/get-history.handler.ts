import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntry, AuditStreamKind } from '@pratiche/contracts';
import { userStreamId, walletStreamId } from '@pratiche/domain';
import { AuditLogReader } from '../../audit-log.reader';
import { GetHistoryQuery } from './get-history.query';

const streamOf: Record<Exclude<AuditStreamKind, 'practice'>, (id: number) => string> = { user: userStreamId, wallet: walletStreamId };

/** A stream with no events answers an empty history, not 404: an admin may ask before anything happened. */
@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery> {
  constructor(private readonly log: AuditLogReader) {}

  execute({ kind, id }: GetHistoryQuery): Promise<AuditEntry[]> {
    // A practice's document accesses live in streams of their own (practice-access-log.ts).
    if (kind === 'practice') return this.log.practiceHistory(id);
    return this.log.streamHistory(streamOf[kind](id));
  }
}
