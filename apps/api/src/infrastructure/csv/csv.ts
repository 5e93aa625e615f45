// CSV for spreadsheets: shared by the audit history and the wallet ledger exports.
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
