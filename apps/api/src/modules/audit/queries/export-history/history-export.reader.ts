import { Inject, Injectable } from '@nestjs/common';
import type { AuditStreamKind } from '@pratiche/contracts';
import { practiceStreamId, userStreamId, walletStreamId } from '@pratiche/domain';
import { storedEventSql, storedHashOf, toStoredEventText, type StoredEventRow } from '../../../../infrastructure/audit-chain/event-hash';
import type { HistoryEvent } from '../../../../infrastructure/audit-chain/export/build-audit-export';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { toRecordedEvent } from '../../../../infrastructure/event-store/event-row';
import type { EventMetadata } from '../../../../infrastructure/event-store/event-store.types';
import { AuditLogReader } from '../../audit-log.reader';

type Row = StoredEventRow & { transaction_id: string };

/** The rows of a history up to `upTo`: a practice's stream and every stream of its document accesses, each whole from version 1. */
const historySql = (kind: AuditStreamKind) =>
  kind === 'practice'
    ? `SELECT ${storedEventSql}, transaction_id::text AS transaction_id FROM events
       WHERE global_position <= $2 AND (stream_id = $1 OR stream_id IN (
         SELECT stream_id FROM events WHERE type = 'PracticeDocumentsAccessed' AND data ->> 'practiceId' = $3))
       ORDER BY global_position`
    : `SELECT ${storedEventSql}, transaction_id::text AS transaction_id FROM events WHERE stream_id = $1 AND global_position <= $2 ORDER BY global_position`;

const streamOf: Record<AuditStreamKind, (id: number) => string> = { practice: practiceStreamId, user: userStreamId, wallet: walletStreamId };

/** The stored text parsed as the event store reads it (jsonb text is JSON; upcast like every read). */
const toRecorded = (row: Row) =>
  toRecordedEvent({
    ...row,
    global_position: Number(row.global_position),
    data: JSON.parse(row.data) as Record<string, unknown>,
    metadata: JSON.parse(row.metadata) as EventMetadata,
    recorded_at: new Date(row.recorded_at),
  });

/**
 * A history for the signed export: each event once, read as stored (the text its hash covers)
 * and shown as the admin's history shows it, from the same row.
 */
@Injectable()
export class HistoryExportReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly log: AuditLogReader,
  ) {}

  async events(kind: AuditStreamKind, id: number, upTo: number): Promise<HistoryEvent[]> {
    const params = kind === 'practice' ? [streamOf[kind](id), upTo, String(id)] : [streamOf[kind](id), upTo];
    const { rows } = await this.db.query<Row>(historySql(kind), params);
    const shown = await this.log.toEntries(rows.map(toRecorded));
    return rows.map((row, i) => ({ globalPosition: Number(row.global_position), stored: toStoredEventText(row), hash: storedHashOf(row), shown: shown[i]! }));
  }
}
