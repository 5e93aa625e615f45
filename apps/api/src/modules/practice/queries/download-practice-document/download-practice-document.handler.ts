import { extname } from 'node:path';
import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories, notFound, practiceMessages } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { downloadName } from '../../../../infrastructure/uploads/download-name';
import { isStoredName, UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { BuyerAccess } from '../../buyer-access';
import { requireDocumentAccess } from '../../practice-access';
import { PracticeAccessLog } from '../../practice-access-log';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentQuery, type PracticeDocumentDownload } from './download-practice-document.query';

/**
 * The name from the URL is first checked against the shape the storage creates, then looked up:
 * only a file a practice holds is served, to whoever may read that practice's documents.
 */
@QueryHandler(DownloadPracticeDocumentQuery)
export class DownloadPracticeDocumentHandler implements IQueryHandler<DownloadPracticeDocumentQuery> {
  constructor(
    private readonly files: UploadedFiles,
    private readonly storage: UploadStorage,
    private readonly practices: PracticesReader,
    private readonly access: BuyerAccess,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accessLog: PracticeAccessLog,
  ) {}

  async execute({ filename, user, context }: DownloadPracticeDocumentQuery): Promise<PracticeDocumentDownload> {
    const missing = notFound(practiceMessages.documentNotFound);
    if (!isStoredName(filename)) throw missing;
    const file = await this.files.find(filename);
    if (!file || file.purpose !== 'practice-document' || file.claimedByPractice == null) throw missing;
    const practiceId = file.claimedByPractice;
    const [found, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const practice = requireDocumentAccess(user, found, access, this.clock());
    const document = documentCategories.flatMap((c) => practice.documents[c]).find((d) => d.filename === filename);
    if (!document) throw missing;
    // Logged before the file is opened: a failed append leaves no open file behind.
    await this.accessLog.record(practice, user.id, 'document', [document], context);
    const content = await this.storage.open('practice-document', filename);
    if (!content) throw missing;
    return { originalName: downloadName(document.originalName, extname(filename), 'documento'), mimeType: file.mimeType, size: file.size, content };
  }
}
