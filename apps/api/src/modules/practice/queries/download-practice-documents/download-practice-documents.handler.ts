import type { Readable } from 'node:stream';
import { Inject, Logger } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { documentCategories } from '@pratiche/domain';
import archiver from 'archiver';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { PracticeAccessReader } from '../../../marketplace/practice-access.reader';
import { requireDocumentAccess } from '../../practice-access';
import { PracticesReader } from '../../practices.reader';
import { DownloadPracticeDocumentsQuery } from './download-practice-documents.query';

/**
 * A zip streamed as it is built (archiver), one folder per category: `societari/<original name>`
 * and `fiscali/<original name>`. Names are unique within a category (documents merge by name)
 * and were cleaned at upload, so no entry can climb out of its folder. PDFs and pictures are
 * already compressed, so entries are stored, not deflated again.
 */
@QueryHandler(DownloadPracticeDocumentsQuery)
export class DownloadPracticeDocumentsHandler implements IQueryHandler<DownloadPracticeDocumentsQuery> {
  private readonly logger = new Logger('DownloadPracticeDocuments');

  constructor(
    private readonly practices: PracticesReader,
    private readonly storage: UploadStorage,
    private readonly access: PracticeAccessReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, user }: DownloadPracticeDocumentsQuery): Promise<Readable> {
    const [found, access] = await Promise.all([this.practices.byId(practiceId), this.access.accessOf(user.id, practiceId)]);
    const practice = requireDocumentAccess(user, found, access, this.clock());
    const archive = archiver('zip', { store: true });
    archive.on('warning', (warning) => this.logger.warn(String(warning)));
    for (const category of documentCategories) {
      for (const { filename, originalName } of practice.documents[category]) {
        const content = await this.storage.open('practice-document', filename);
        if (content) archive.append(content, { name: `${category}/${originalName}` });
        else this.logger.warn(`practice ${practiceId}: ${filename} is missing from storage`);
      }
    }
    void archive.finalize().catch((error: unknown) => archive.destroy(error as Error));
    return archive;
  }
}
