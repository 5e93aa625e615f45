import type { AuditEntry, AuditEventsQuery, AuditStreamKind } from '@pratiche/contracts';
import { eventTypeLabel, readableEventFields, type EventField } from '@pratiche/domain';
import { formatDateTime } from '../../lib/format';

/** The Italian name of each history a 'Storico' dialog can show. */
export const auditKindLabels: Record<AuditStreamKind, string> = { practice: 'Pratica', user: 'Utente', wallet: 'Portafoglio' };

/** The dialog's title: "Storico Pratica #12", "Storico Portafoglio #3". */
export const auditHistoryTitle = (kind: AuditStreamKind, id: number): string => `Storico ${auditKindLabels[kind]} #${id}`;

export type AuditTimelineItem = {
  key: string;
  time: string;
  actor: string;
  description: string;
  type: string;
  typeLabel: string;
  fields: EventField[];
  data: string | null;
  /** The practice whose history holds the event (its stream or a document access), else null. */
  practiceId: number | null;
};

/** The practice a stream belongs to: `practice-12`, `practiceAccess-12-…` (a download of its documents). */
export const practiceOfStream = (streamId: string): number | null => {
  const id = /^practice(?:Access)?-(\d+)(?:-|$)/.exec(streamId)?.[1];
  return id ? Number(id) : null;
};

/**
 * One line per entry, in the order the server gave (oldest first for a history, newest first
 * for the log). The data reads as Italian label/value pairs; the raw JSON stays for 'Mostra
 * JSON', null when the event carries none.
 */
export function toTimelineItems(entries: readonly AuditEntry[]): AuditTimelineItem[] {
  return entries.map((entry) => ({
    key: String(entry.position),
    time: formatDateTime(entry.at),
    actor: entry.actor.username,
    description: entry.description,
    type: entry.type,
    typeLabel: eventTypeLabel(entry.type),
    // The event's own time ('at') is the line's time already.
    fields: readableEventFields(entry.data, formatDateTime).filter((field) => field.key !== 'at'),
    data: Object.keys(entry.data).length > 0 ? JSON.stringify(entry.data, null, 2) : null,
    practiceId: practiceOfStream(entry.streamId),
  }));
}

export type EventFilters = { type: string; actor: string };

/**
 * The query of `GET /api/admin/events` for the 'Eventi' screen: newest first, below `before`
 * (the previous page's cursor); blank filters are left out; an actor that is not a positive
 * integer id is left out too (the field says "ID utente").
 */
export function eventsQuery(filters: EventFilters, before: number | undefined, limit = 50): AuditEventsQuery {
  const type = filters.type.trim();
  const actor = filters.actor.trim();
  return {
    order: 'desc',
    limit,
    ...(before === undefined ? {} : { before }),
    ...(type ? { type } : {}),
    ...(/^[1-9]\d*$/.test(actor) ? { actor: Number(actor) } : {}),
  };
}
