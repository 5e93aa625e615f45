import { Readable } from 'node:stream';
import type { Logger } from '@nestjs/common';
import type { Archiver } from 'archiver';
import type { Entry } from './zip-entries';

/**
 * A zip streamed as it is built (archiver). PDFs and pictures are already compressed, so
 * entries are stored, not deflated again. archiver loads with the first zip, not when the app
 * boots.
 */
export const storedZip = async (logger: Logger): Promise<Archiver> => {
  const { default: archiver } = await import('archiver');
  const archive = archiver('zip', { store: true });
  archive.on('warning', (warning) => logger.warn(String(warning)));
  return archive;
};

/** Resolves once archiver has written the entry it was given; rejects when the archive fails or closes first (client gone). */
const entryWritten = (archive: Archiver) =>
  new Promise<void>((resolve, reject) => {
    const settle = (outcome: () => void) => () => {
      archive.off('entry', onEntry).off('error', onError).off('close', onClose);
      outcome();
    };
    const onEntry = settle(resolve);
    const onError = settle(() => reject(new Error('zip failed')));
    const onClose = settle(() => reject(new Error('zip closed before the entry was written')));
    archive.on('entry', onEntry).on('error', onError).on('close', onClose);
  });

/** Appends one entry and waits until it is written; a stream is closed when the zip fails or the client leaves first. */
export const appendEntry = async (archive: Archiver, source: Readable | Buffer, name: string): Promise<void> => {
  const written = entryWritten(archive);
  archive.append(source, { name });
  await written.catch((error: unknown) => {
    if (source instanceof Readable) source.destroy();
    throw error;
  });
};

export type StoredFileSource = {
  open: (filename: string) => Promise<Readable | null>;
  /** Wraps each file on its way into the zip (the pack hashes the bytes as they pass). */
  through?: (content: Readable, entry: Entry) => Readable;
};

/**
 * Files are opened one at a time, the next once the previous is written: with object storage
 * each is an HTTP response read as the client reads the zip, so nothing waits in memory or
 * holds a connection idle. A file missing from storage is skipped (logged). Resolves false when
 * the client left while a file was being opened.
 */
export const appendStoredFiles = async <E extends Entry>(
  archive: Archiver,
  entries: readonly E[],
  { open, through }: StoredFileSource,
  logger: Logger,
  context: string,
): Promise<boolean> => {
  for (const entry of entries) {
    const content = await open(entry.filename);
    // The client left while the file was being opened: no entry event would ever come.
    if (archive.destroyed) {
      content?.destroy();
      return false;
    }
    if (!content) {
      logger.warn(`${context}: ${entry.filename} is missing from storage`);
      continue;
    }
    await appendEntry(archive, through ? through(content, entry) : content, entry.name).catch((error: unknown) => {
      content.destroy();
      throw error;
    });
  }
  return true;
};
