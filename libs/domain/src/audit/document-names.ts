/**
 * Stored name -> the name the seller gave the file (issue 46: the history names documents as
 * people know them). Events that only point at a stored file (a typing, a review, a
 * reconfirmation's extract) carry no original name: it lives, sealed with the seller's key, in
 * the events that filed the document. Folding a practice's events in log order gathers them;
 * the names come opened (or 'Dato cancellato' once the seller is erased), never from elsewhere.
 */
export type DocumentNames = ReadonlyMap<string, string>;

/** A history event as the readers hold it: its type and its opened data. */
export type NamedHistoryEvent = { type: string; data: unknown };

type NamedFile = { filename: string; originalName: string };

const isNamedFile = (value: unknown): value is NamedFile =>
  value !== null && typeof value === 'object' && typeof (value as NamedFile).filename === 'string' && typeof (value as NamedFile).originalName === 'string';

const namedFiles = (value: unknown): NamedFile[] => (Array.isArray(value) ? value.filter(isNamedFile) : []);

/** The files an event names with their original names (the events that file, replace, delete or deliver documents). */
const filesOf = ({ type, data }: NamedHistoryEvent): NamedFile[] => {
  if (data === null || typeof data !== 'object') return [];
  const d = data as Record<string, unknown>;
  switch (type) {
    case 'PracticeSubmitted':
    case 'PracticeDocumentsChanged': {
      const documents = (d.documents ?? {}) as Record<string, unknown>;
      return [...namedFiles(documents.societari), ...namedFiles(documents.fiscali), ...namedFiles(d.replaced)];
    }
    case 'PracticeDocumentDeleted':
      return isNamedFile(d.document) ? [d.document] : [];
    case 'PracticeDocumentsAccessed':
      return namedFiles(d.documents);
    default:
      return [];
  }
};

/**
 * The names known after `event`. A name stays once learnt (a deleted file keeps the name it had),
 * and a later event naming the same stored file wins. Returns `names` itself when nothing changes.
 */
export const withDocumentNames = (names: DocumentNames, event: NamedHistoryEvent): DocumentNames => {
  const files = filesOf(event).filter((file) => names.get(file.filename) !== file.originalName);
  if (files.length === 0) return names;
  const next = new Map(names);
  for (const file of files) next.set(file.filename, file.originalName);
  return next;
};

/** The names a history's events give its stored files, folded in log order. */
export const documentNamesOf = (events: readonly NamedHistoryEvent[]): DocumentNames => events.reduce(withDocumentNames, new Map<string, string>());

/** A stored file by the name its owner gave it; the stored name when no event of the history names it. */
export const documentName = (names: DocumentNames, filename: string): string => names.get(filename) ?? filename;
