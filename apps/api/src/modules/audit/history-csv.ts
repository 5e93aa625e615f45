import type { AuditEntry } from '@pratiche/contracts';

/**
 * A cell that a spreadsheet would run as a formula (= + - @, or a tab or carriage return before
 * one) gets a leading apostrophe (OWASP "CSV injection"). A plain negative number ('-10',
 * '-1,50') runs nothing and stays a number.
 */
const defused = (value: string) => (/^[=+\-@\t\r]/.test(value) && !/^-\d+([.,]\d+)?$/.test(value) ? `'${value}` : value);

/** RFC 4180: every field quoted, quotes doubled; separators and line breaks inside quotes are data. */
export const csvField = (value: string) => `"${defused(value).replace(/"/g, '""')}"`;

export const csvLine = (fields: readonly string[], separator = ',') => fields.map(csvField).join(separator);

/**
 * Whole document, CRLF line ends, with a BOM so spreadsheet programs read UTF-8 accents right.
 * `separator` ';' is what spreadsheets set to Italian expect (their decimal mark is the comma).
 */
export const toCsv = (header: readonly string[], rows: readonly (readonly string[])[], separator = ',') =>
  `\uFEFF${[header, ...rows].map((fields) => csvLine(fields, separator)).join('\r\n')}\r\n`;

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
