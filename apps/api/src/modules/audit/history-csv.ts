import type { AuditEntry } from '@pratiche/contracts';
import { toCsv } from '../../infrastructure/csv/csv';

export const historyCsvHeader = ['posizione', 'versione', 'data', 'tipo', 'utente_id', 'utente', 'descrizione', 'dati'] as const;

/** The history as CSV, one event per line; `dati` holds the event data as JSON. */
export const historyCsv = (entries: readonly AuditEntry[]) =>
  toCsv(
    historyCsvHeader,
    entries.map((e) => [
      String(e.position),
      String(e.version),
      e.at,
      e.type,
      e.actor.id === null ? '' : String(e.actor.id),
      e.actor.username,
      e.description,
      JSON.stringify(e.data),
    ]),
  );
