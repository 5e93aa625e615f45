import { Inject, Injectable } from '@nestjs/common';
import type { AuditEntry } from '@pratiche/contracts';
import { describeEvent, describeHistory, documentNamesOf, practiceStreamId, type DocumentNames } from '@pratiche/domain';
import type { Database } from '../../infrastructure/database/database';
import { DATABASE, EVENT_STORE } from '../../infrastructure/database/database.tokens';
import { eventColumns, toRecordedEvent, type EventRow } from '../../infrastructure/event-store/event-row';
import type { RecordedEvent } from '../../infrastructure/event-store/event-store.types';
import type { PostgresEventStore } from '../../infrastructure/event-store/postgres-event-store';
import { openPersonalData } from '../../infrastructure/personal-data/personal-data-envelope';
import { toAuditEntry } from './audit-entry';

/** Events that point at a stored file without its original name, and the practice events that name files. */
const pointsAtStoredFile = new Set(['PracticeDocumentTyped', 'PracticeDocumentReviewed', 'PracticeDocumentsChanged', 'CreditReconfirmed']);
const namingTypes = ['PracticeSubmitted', 'PracticeDocumentsChanged', 'PracticeDocumentDeleted'];

export type EventFilter = { from: number; type?: string; actor?: number; limit: number; order: 'asc' | 'desc'; before?: number };

/**
 * Reads the log for admins: events are opened (crypto-shredding) before anything is shown, and
 * the acting users' usernames come from users_view in one query per page.
 */
@Injectable()
export class AuditLogReader {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
  ) {}

  async streamHistory(streamId: string): Promise<AuditEntry[]> {
    return this.toEntries(await this.store.readStream(streamId));
  }

  /**
   * A practice's stream and its document accesses, each recorded in a stream of its own
   * (practice-access-log.ts), in log order; the partial index of migration 0010 finds the accesses.
   */
  async practiceHistory(practiceId: number): Promise<AuditEntry[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events
       WHERE stream_id = $1 OR (type = 'PracticeDocumentsAccessed' AND data ->> 'practiceId' = $2)
       ORDER BY global_position`,
      [practiceStreamId(practiceId), String(practiceId)],
    );
    return this.toEntries(rows.map(toRecordedEvent));
  }

  /**
   * Keyset paging by global position, either way: ascending after `from`, or descending below
   * `before` (newest first). Asks one more than `limit` to know whether a next page exists.
   */
  async page({ from, type, actor, limit, order, before }: EventFilter): Promise<{ data: AuditEntry[]; nextCursor: number | null }> {
    const [bound, direction] = order === 'desc' ? ['($1::bigint IS NULL OR global_position < $1)', 'DESC'] : ['global_position > $1', 'ASC'];
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events
       WHERE ${bound} AND ($2::text IS NULL OR type = $2) AND ($3::text IS NULL OR metadata ->> 'actorId' = $3)
       ORDER BY global_position ${direction} LIMIT $4`,
      [order === 'desc' ? (before ?? null) : from, type ?? null, actor === undefined ? null : String(actor), limit + 1],
    );
    const events = await openPersonalData(this.db, rows.slice(0, limit).map(toRecordedEvent));
    const more = rows.length > limit;
    const [usernames, names] = await Promise.all([this.usernames(events), this.documentNames(events)]);
    return {
      data: events.map((event) => toAuditEntry(event, usernames, describeEvent(event.type, event.data, names))),
      nextCursor: more ? Number(events[events.length - 1]!.globalPosition) : null,
    };
  }

  /**
   * A history's events as the admin reads them, in log order (the signed export shows them the
   * same way): each described among the events before it, so a file reads by the name its
   * history gave it (`describeHistory`, issue 46), opened like the rest of the seller's data.
   */
  async toEntries(stored: readonly RecordedEvent[]): Promise<AuditEntry[]> {
    const events = await openPersonalData(this.db, stored);
    const usernames = await this.usernames(events);
    const descriptions = describeHistory(events);
    return events.map((event, i) => toAuditEntry(event, usernames, descriptions[i]));
  }

  /**
   * The log's page mixes practices: the original names of the files its events point at come
   * from the events that filed them (their practices' streams, opened here: an erased seller's
   * names read 'Dato cancellato').
   */
  private async documentNames(events: readonly RecordedEvent[]): Promise<DocumentNames> {
    const ids = [
      ...new Set(
        events
          .filter((e) => pointsAtStoredFile.has(e.type))
          .map((e) => (e.data as { practiceId?: unknown }).practiceId)
          .filter((id): id is number => typeof id === 'number'),
      ),
    ];
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${eventColumns} FROM events WHERE stream_id = ANY($1::text[]) AND type = ANY($2::text[]) ORDER BY global_position`,
      [ids.map(practiceStreamId), namingTypes],
    );
    return documentNamesOf(await openPersonalData(this.db, rows.map(toRecordedEvent)));
  }

  private async usernames(events: readonly RecordedEvent[]): Promise<Map<number, string>> {
    const ids = [...new Set(events.map((e) => e.metadata?.actorId).filter((id): id is number => typeof id === 'number'))];
    if (ids.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: number; username: string }>('SELECT id, username FROM users_view WHERE id = ANY($1::int[])', [ids]);
    return new Map(rows.map((r) => [r.id, r.username]));
  }
}
