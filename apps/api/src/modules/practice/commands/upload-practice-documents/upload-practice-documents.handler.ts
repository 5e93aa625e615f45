import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceUploadMessages, type UploadedFileResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages, validationError } from '@pratiche/domain';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { documentKinds, practiceDocumentKinds, sniffDocument, type DocumentKind } from '../../../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../../../infrastructure/uploads/original-name';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { PracticesReader } from '../../practices.reader';
import { UploadPracticeDocumentsCommand, type ReceivedFile } from './upload-practice-documents.command';

type Checked = { file: ReceivedFile; originalName: string; kind: DocumentKind };

/**
 * All or nothing: every file is checked by its bytes before any is stored, and a refusal names
 * the file (the form lists rejected files as 'name: reason'). Stored files wait unclaimed until
 * a practice names them, and are swept after 24 hours otherwise.
 */
@CommandHandler(UploadPracticeDocumentsCommand)
export class UploadPracticeDocumentsHandler implements ICommandHandler<UploadPracticeDocumentsCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly storage: UploadStorage,
    private readonly files: UploadedFiles,
    private readonly practices: PracticesReader,
  ) {}

  async execute(command: UploadPracticeDocumentsCommand): Promise<UploadedFileResponse[]> {
    if (command.files.length === 0) throw validationError(practiceUploadMessages.missing);
    await this.checkPractice(command);
    const checked = command.files.map((file): Checked => {
      const originalName = cleanOriginalName(file.clientName, 'documento');
      const kind = sniffDocument(file.bytes, practiceDocumentKinds);
      if (!kind) throw validationError(`${originalName}: ${practiceUploadMessages.wrongType}`);
      return { file, originalName, kind };
    });
    const records: UploadedFile[] = [];
    try {
      for (const { file, originalName, kind } of checked) {
        const { mimeType, extension } = documentKinds[kind];
        const filename = await this.storage.save('practice-document', file.bytes, extension);
        records.push({
          filename, originalName, mimeType, size: file.bytes.length, purpose: 'practice-document',
          uploadedAt: new Date(), uploadedBy: command.sellerId, claimedByUser: null,
        });
      }
      await this.db.transaction(async (tx) => {
        for (const record of records) await this.files.insert(record, tx);
      });
    } catch (error) {
      for (const record of records) await this.storage.remove('practice-document', record.filename);
      throw error;
    }
    return records.map(({ originalName, filename, size, mimeType }) => ({ originalName, filename, size, mimeType }));
  }

  /** With a practiceId the files are for that practice's edit: it must exist and be the seller's. */
  private async checkPractice({ practiceId, sellerId }: UploadPracticeDocumentsCommand) {
    if (practiceId === undefined) return;
    const practice = await this.practices.byId(practiceId);
    if (!practice) throw notFound(practiceMessages.notFound);
    if (practice.userId !== sellerId) throw forbidden(practiceMessages.editNotAllowed);
  }
}
