import type { Readable } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories } from '@pratiche/domain';
import archiver, { type Archiver } from 'archiver';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { BuyerAccess } from '../../buyer-access';
import { requireDocumentAccess } from '../../practice-access';
import { PracticeAccessLog } from '../../practice-access-log';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentsQuery } from './download-practice-documents.query';
import { zipEntries, type Entry } from './zip-entries';

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

/**
 * A zip streamed as it is built (archiver), one folder per category: `societari/<name>` and
 * `fiscali/<name>` (zip-entries.ts). PDFs and pictures are already compressed, so entries are
 * stored, not deflated again. Files are opened one at a time, the next once the previous is
 * written: with object storage each is an HTTP response read as the client reads the zip, so
 * nothing waits in memory or holds a connection idle.
 */
@QueryHandler(DownloadPracticeDocumentsQuery)
export class DownloadPracticeDocumentsHandler implements IQueryHandler<DownloadPracticeDocumentsQuery> {
  private readonly logger = new Logger('DownloadPracticeDocuments');

  constructor(
    private readonly practices: PracticesReader,
    private readonly storage: UploadStorage,
    private readonly access: BuyerAccess,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accessLog: PracticeAccessLog,
  ) {}

  async execute({ practiceId, user, context }: DownloadPracticeDocumentsQuery): Promise<Readable> {
    const [found, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const practice = requireDocumentAccess(user, found, access, this.clock());
    const entries = zipEntries(practice.documents);
    await this.accessLog.record(
      practice,
      user.id,
      'zip',
      documentCategories.flatMap((c) => practice.documents[c]),
      context,
    );
    const archive = archiver('zip', { store: true });
    archive.on('warning', (warning) => this.logger.warn(String(warning)));
    void this.fill(archive, practiceId, entries).catch((error: unknown) => archive.destroy(error as Error));
    return archive;
  }

  private async fill(archive: Archiver, practiceId: number, entries: readonly Entry[]) {
    for (const { filename, name } of entries) {
      const content = await this.storage.open('practice-document', filename);
      // The client left while the file was being opened: no entry event would ever come.
      if (archive.destroyed) {
        content?.destroy();
        return;
      }
      if (!content) {
        this.logger.warn(`practice ${practiceId}: ${filename} is missing from storage`);
        continue;
      }
      const written = entryWritten(archive);
      archive.append(content, { name });
      await written.catch((error: unknown) => {
        content.destroy();
        throw error;
      });
    }
    await archive.finalize();
  }
}
