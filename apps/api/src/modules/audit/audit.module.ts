import { Module } from '@nestjs/common';
import { AuditLogReader } from './audit-log.reader';
import { GetHistoryHandler } from './queries/get-history/get-history.handler';
import { GetHistoryController } from './queries/get-history/get-history.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';
import { ListEventsController } from './queries/list-events/list-events.http.controller';

/** Audit: the event log made readable to admins (histories, CSV, the whole log by page). */
@Module({
  controllers: [ListEventsController, GetHistoryController],
  providers: [AuditLogReader, GetHistoryHandler, ListEventsHandler],
})
export class AuditModule {}
