import type { Readable } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories, notFound, practiceMessages } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { fingerprinting, type FileFingerprint } from '../../../../infrastructure/uploads/file-fingerprint';
import { DocumentDelivery } from '../../document-delivery/document-delivery';
import { requireDocumentAccess } from '../../practice-access';
import { accessedDocuments, PracticeAccessLog } from '../../practice-access-log';
import { PracticeAccessReader } from '../../practice-access.reader';
import { PracticeLogReader } from '../../practice-log.reader';
import { PracticesReader } from '../../practices.reader';
import { zipEntries, type Entry } from '../download-practice-documents/zip-entries';
import { appendEntry, appendStoredFiles, storedZip } from '../download-practice-documents/zip-stream';
import { DownloadDueDiligencePackQuery } from './download-due-diligence-pack.query';
import { dueDiligenceIndex } from './due-diligence-index';
import { indexPdf } from './due-diligence-index.pdf';

/**
 * The due-diligence pack (issue 28): every document under `<category>/<type>/<name>`, then
 * `indice.json` and `indice.pdf`, written last because they carry the SHA-256 of the bytes
 * written before them (hashed as they pass): for a buyer, the watermarked PDFs that
 * document-delivery prepared, whose hashes the access log holds too; a file it left out has
 * no path in the index. Who may download it
 * is the rule of the documents zip; the practice's documents, reviews, facts and terms are
 * folded from its log, the truth a buyer files, not the read model.
 */
@QueryHandler(DownloadDueDiligencePackQuery)
export class DownloadDueDiligencePackHandler implements IQueryHandler<DownloadDueDiligencePackQuery> {
  private readonly logger = new Logger('DownloadDueDiligencePack');

  constructor(
    private readonly practices: PracticesReader,
    private readonly stream: PracticeLogReader,
    private readonly delivery: DocumentDelivery,
    private readonly access: PracticeAccessReader,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accessLog: PracticeAccessLog,
  ) {}

  async execute({ practiceId, user, context }: DownloadDueDiligencePackQuery): Promise<Readable> {
    const now = this.clock();
    const [found, access, practice] = await Promise.all([
      this.practices.byId(practiceId),
      this.access.accessOf(user.id, practiceId),
      this.stream.state(practiceId),
    ]);
    const view = requireDocumentAccess(user, found, access, now);
    if (!('practiceId' in practice) || practice.status === 'deleted') throw notFound(practiceMessages.notFound);
    const entries = zipEntries(practice.documents, (category, document) => `${category}/${document.docType}`);
    const people = [
      ...entries.flatMap(({ document }) => (document.uploadedBy === null ? [] : [document.uploadedBy])),
      ...Object.values(practice.documentReviews).map((r) => r.by),
    ];
    const usernames = await this.stream.usernames([...new Set(people)]);
    const documents = documentCategories.flatMap((c) => practice.documents[c]);
    // Before the batch: nothing to dispose if archiver fails to load.
    const archive = await storedZip(this.logger);
    // Every file ready (a buyer's PDFs watermarked) and hashed before the access is logged and the zip starts.
    const batch = await this.delivery.batch(
      documents.map((d) => d.filename),
      this.delivery.watermarkFor(user, view, now),
      (delivered) => this.accessLog.record(view, user.id, 'pack', accessedDocuments(documents, delivered), context, now),
    );

    const fill = async () => {
      const written = new Map<string, FileFingerprint>();
      const through = (content: Readable, { filename }: Entry) => fingerprinting(content, (fingerprint) => written.set(filename, fingerprint));
      const open = (filename: string) => batch.open(filename);
      const delivered = entries.filter((e) => batch.delivered.has(e.filename));
      if (!(await appendStoredFiles(archive, delivered, { open, through }, this.logger, `practice ${practiceId}`))) return;
      const index = dueDiligenceIndex({ practice, saleStatus: view.saleStatus, entries, written, usernames, at: now.toISOString() });
      await appendEntry(archive, Buffer.from(`${JSON.stringify(index, null, 2)}\n`), 'indice.json');
      await appendEntry(archive, await indexPdf(index), 'indice.pdf');
      await archive.finalize();
    };
    void fill()
      .catch((error: unknown) => archive.destroy(error as Error))
      .finally(() => batch.dispose());
    return archive;
  }
}
