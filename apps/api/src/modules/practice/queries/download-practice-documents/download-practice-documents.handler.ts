import type { Readable } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories } from '@pratiche/domain';
import type { Archiver } from 'archiver';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { BuyerAccess } from '../../buyer-access';
import { requireDocumentAccess } from '../../practice-access';
import { PracticeAccessLog } from '../../practice-access-log';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentsQuery } from './download-practice-documents.query';
import { zipEntries, type Entry } from './zip-entries';
import { appendStoredFiles, storedZip } from './zip-stream';

/**
 * A zip streamed as it is built, one folder per category: `societari/<name>` and
 * `fiscali/<name>` (zip-entries.ts), files opened one at a time (zip-stream.ts).
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
    const archive = storedZip(this.logger);
    void this.fill(archive, practiceId, entries).catch((error: unknown) => archive.destroy(error as Error));
    return archive;
  }

  private async fill(archive: Archiver, practiceId: number, entries: readonly Entry[]) {
    const open = (filename: string) => this.storage.open('practice-document', filename);
    if (await appendStoredFiles(archive, entries, { open }, this.logger, `practice ${practiceId}`)) await archive.finalize();
  }
}
