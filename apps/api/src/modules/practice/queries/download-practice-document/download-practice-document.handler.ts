import { extname } from 'node:path';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories, notFound, practiceMessages } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { downloadName } from '../../../../infrastructure/uploads/download-name';
import { isStoredName } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { DocumentDelivery } from '../../document-delivery/document-delivery';
import { requireDocumentAccess } from '../../practice-access';
import { accessedDocuments, PracticeAccessLog } from '../../practice-access-log';
import { PracticeAccessReader } from '../../practice-access.reader';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentQuery, type PracticeDocumentDownload } from './download-practice-document.query';

/**
 * The name from the URL is first checked against the shape the storage creates, then looked up:
 * only a file a practice holds is served, to whoever may read that practice's documents; a
 * buyer's PDF watermarked (document-delivery).
 */
@QueryHandler(DownloadPracticeDocumentQuery)
export class DownloadPracticeDocumentHandler implements IQueryHandler<DownloadPracticeDocumentQuery> {
  constructor(
    private readonly files: UploadedFiles,
    private readonly delivery: DocumentDelivery,
    private readonly practices: PracticesReader,
    private readonly access: PracticeAccessReader,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accessLog: PracticeAccessLog,
  ) {}

  async execute({ filename, user, context }: DownloadPracticeDocumentQuery): Promise<PracticeDocumentDownload> {
    const missing = notFound(practiceMessages.documentNotFound);
    if (!isStoredName(filename)) throw missing;
    const file = await this.files.find(filename);
    if (!file || file.purpose !== 'practice-document' || file.claimedByPractice == null) throw missing;
    const practiceId = file.claimedByPractice;
    const now = this.clock();
    const [found, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const practice = requireDocumentAccess(user, found, access, now);
    const document = documentCategories.flatMap((c) => practice.documents[c]).find((d) => d.filename === filename);
    if (!document) throw missing;
    // Ready (watermarked for a buyer) and hashed before the access is logged; a failed append sends nothing.
    const delivered = await this.delivery.one(filename, this.delivery.watermarkFor(user, practice, now));
    if (!delivered) throw missing;
    await this.accessLog.record(practice, user.id, 'document', accessedDocuments([document], new Map([[filename, delivered.file]])), context, now);
    const { bytes } = delivered;
    return { originalName: downloadName(document.originalName, extname(filename), 'documento'), mimeType: file.mimeType, size: bytes.length, content: bytes };
  }
}
