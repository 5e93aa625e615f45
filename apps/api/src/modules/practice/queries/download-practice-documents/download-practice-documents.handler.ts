import type { Readable } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories, type DocumentCategory } from '@pratiche/domain';
import type { Archiver } from 'archiver';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { DocumentDelivery, type DeliveryBatch } from '../../document-delivery/document-delivery';
import { requireDocumentAccess } from '../../practice-access';
import { accessedDocuments, PracticeAccessLog } from '../../practice-access-log';
import { PracticeAccessReader } from '../../practice-access.reader';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentsQuery } from './download-practice-documents.query';
import { zipEntries, type Entry } from './zip-entries';
import { appendStoredFiles, storedZip } from './zip-stream';

/**
 * A zip streamed as it is built, one folder per category: `societari/<name>` and
 * `fiscali/<name>` (zip-entries.ts), files opened one at a time (zip-stream.ts), as
 * document-delivery prepared them (a buyer's PDFs watermarked); a file it left out is not in the zip.
 */
@QueryHandler(DownloadPracticeDocumentsQuery)
export class DownloadPracticeDocumentsHandler implements IQueryHandler<DownloadPracticeDocumentsQuery> {
  private readonly logger = new Logger('DownloadPracticeDocuments');

  constructor(
    private readonly practices: PracticesReader,
    private readonly delivery: DocumentDelivery,
    private readonly access: PracticeAccessReader,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accessLog: PracticeAccessLog,
  ) {}

  async execute({ practiceId, user, context }: DownloadPracticeDocumentsQuery): Promise<Readable> {
    const now = this.clock();
    const [found, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const practice = requireDocumentAccess(user, found, access, now);
    const documents = documentCategories.flatMap((c) => practice.documents[c]);
    // Before the batch: nothing to dispose if archiver fails to load.
    const archive = await storedZip(this.logger);
    // Every file ready (a buyer's PDFs watermarked) and hashed before the access is logged and the zip starts.
    const batch = await this.delivery.batch(
      documents.map((d) => d.filename),
      this.delivery.watermarkFor(user, practice, now),
      (delivered) => this.accessLog.record(practice, user.id, 'zip', accessedDocuments(documents, delivered), context, now),
    );
    const deliveredOf = (category: DocumentCategory) => practice.documents[category].filter((d) => batch.delivered.has(d.filename));
    const entries = zipEntries({ societari: deliveredOf('societari'), fiscali: deliveredOf('fiscali') });
    void this.fill(archive, practiceId, entries, batch)
      .catch((error: unknown) => archive.destroy(error as Error))
      .finally(() => batch.dispose());
    return archive;
  }

  private async fill(archive: Archiver, practiceId: number, entries: readonly Entry[], batch: DeliveryBatch) {
    const open = (filename: string) => batch.open(filename);
    if (await appendStoredFiles(archive, entries, { open }, this.logger, `practice ${practiceId}`)) await archive.finalize();
  }
}
