import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { AuditEntry, AuditStreamKind } from '@pratiche/contracts';
import { practiceStreamId, userStreamId, walletStreamId } from '@pratiche/domain';
import { AuditLogReader } from '../../audit-log.reader';
import { GetHistoryQuery } from './get-history.query';

const streamOf: Record<AuditStreamKind, (id: number) => string> = { practice: practiceStreamId, user: userStreamId, wallet: walletStreamId };

/** A stream with no events answers an empty history, not 404: an admin may ask before anything happened. */
@QueryHandler(GetHistoryQuery)
export class GetHistoryHandler implements IQueryHandler<GetHistoryQuery> {
  constructor(private readonly log: AuditLogReader) {}

  execute({ kind, id }: GetHistoryQuery): Promise<AuditEntry[]> {
    return this.log.streamHistory(streamOf[kind](id));
  }
}
