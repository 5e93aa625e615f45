import { Module } from '@nestjs/common';
import { AuditLogReader } from './audit-log.reader';
import { auditCheckpointsProvider, AuditCheckpoints } from './checkpoints/audit-checkpoints';
import { GetAuditPublicKeyController } from './checkpoints/get-public-key.http.controller';
import { PeriodicCheckpointWriter } from './checkpoints/periodic-checkpoint-writer';
import { SigningKeyNotice } from './checkpoints/signing-key-notice';
import { ExportHistoryHandler } from './queries/export-history/export-history.handler';
import { HistoryExportReader } from './queries/export-history/history-export.reader';
import { GetHistoryHandler } from './queries/get-history/get-history.handler';
import { GetHistoryController } from './queries/get-history/get-history.http.controller';
import { ListEventsHandler } from './queries/list-events/list-events.handler';
import { ListEventsController } from './queries/list-events/list-events.http.controller';

/** Audit: the event log made readable to admins (histories, CSV, the whole log by page). */
@Module({
  controllers: [ListEventsController, GetHistoryController, GetAuditPublicKeyController],
  providers: [
    AuditLogReader,
    GetHistoryHandler,
    ListEventsHandler,
    ExportHistoryHandler,
    HistoryExportReader,
    auditCheckpointsProvider,
    PeriodicCheckpointWriter,
    SigningKeyNotice,
  ],
  exports: [AuditCheckpoints],
})
export class AuditModule {}
