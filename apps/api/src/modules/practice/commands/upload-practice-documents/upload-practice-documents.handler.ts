import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { pdfBudget, practiceUploadMessages, type UploadedFileResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import type { Database, SqlExecutor } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { fingerprintOf } from '../../../../infrastructure/uploads/file-fingerprint';
import { documentKinds, practiceDocumentKinds, sniffFile, type DocumentKind } from '../../../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../../../infrastructure/uploads/original-name';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { isOverBudget, PdfNotWatermarkable } from '../../document-delivery/pdf-watermark';
import { PdfWorkers, PdfWorkTimedOut } from '../../document-delivery/pdf-workers';
import { PracticesReader } from '../../practices.reader';
import { UploadPracticeDocumentsCommand, type ReceivedFile } from './upload-practice-documents.command';

type Checked = { file: ReceivedFile; originalName: string; kind: DocumentKind };

/** Bytes a seller may hold in uploads no practice took yet: bounds what one account can park on the disk or bucket. */
export const MAX_UNCLAIMED_BYTES = 100 * 1024 * 1024;

/**
 * All or nothing: every file is checked by its bytes (a PDF also by its pages and objects,
 * `pdfBudget`) before any is stored, and a refusal names
 * the file (the form lists rejected files as 'name: reason'). Stored files wait unclaimed until
 * a practice names them, and are swept after an hour otherwise; a seller holds at most
 * MAX_UNCLAIMED_BYTES of them (checked before storing, and again under a per-seller lock when
 * the rows are inserted, so parallel uploads cannot both pass).
 */
@CommandHandler(UploadPracticeDocumentsCommand)
export class UploadPracticeDocumentsHandler implements ICommandHandler<UploadPracticeDocumentsCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly storage: UploadStorage,
    private readonly files: UploadedFiles,
    private readonly practices: PracticesReader,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly pdfs: PdfWorkers,
  ) {}

  async execute(command: UploadPracticeDocumentsCommand): Promise<UploadedFileResponse[]> {
    if (command.files.length === 0) throw validationError(practiceUploadMessages.missing);
    await this.checkPractice(command);
    const checked: Checked[] = [];
    for (const file of command.files) {
      const originalName = cleanOriginalName(file.clientName, 'documento');
      const kind = await sniffFile(file.path, practiceDocumentKinds);
      if (!kind) throw validationError(`${originalName}: ${practiceUploadMessages.wrongType}`);
      if (kind === 'pdf' && !(await this.withinBudget(file.path))) throw validationError(`${originalName}: ${practiceUploadMessages.pdfOverBudget}`);
      checked.push({ file, originalName, kind });
    }
    await this.checkRoom(command);
    const records: UploadedFile[] = [];
    try {
      for (const { file, originalName, kind } of checked) {
        const { mimeType, extension } = documentKinds[kind];
        const filename = await this.storage.saveFile('practice-document', file.path, file.size, extension);
        // Hashed once here, from the local temporary copy: an offer records it without reading storage.
        const { sha256 } = await fingerprintOf(createReadStream(file.path));
        records.push({
          sha256,
          filename,
          originalName,
          mimeType,
          size: file.size,
          purpose: 'practice-document',
          uploadedAt: this.clock(),
          uploadedBy: command.sellerId,
          claimedByUser: null,
        });
      }
      await this.db.transaction(async (tx) => {
        await this.checkRoom(command, tx);
        for (const record of records) await this.files.insert(record, tx);
      });
    } catch (error) {
      for (const record of records) await this.storage.remove('practice-document', record.filename);
      throw error;
    }
    return records.map(({ originalName, filename, size, mimeType }) => ({ originalName, filename, size, mimeType }));
  }

  /**
   * A PDF within `pdfBudget` (counted in a worker thread; one that takes longer than the time
   * limit to count is over it). One pdf-lib cannot read passes, as before the budget: buyers are
   * refused it (422) and the owner still has it.
   */
  private async withinBudget(path: string): Promise<boolean> {
    try {
      return !isOverBudget(await this.pdfs.inspect(await readFile(path)), pdfBudget);
    } catch (error) {
      if (error instanceof PdfNotWatermarkable) return true;
      if (error instanceof PdfWorkTimedOut) return false;
      throw error;
    }
  }

  /** With a practiceId the files are for that practice's edit: it must exist and be the seller's. */
  private async checkPractice({ practiceId, sellerId }: UploadPracticeDocumentsCommand) {
    if (practiceId === undefined) return;
    const practice = await this.practices.byId(practiceId);
    if (!practice) throw notFound(practiceMessages.notFound);
    if (practice.userId !== sellerId) throw forbidden(practiceMessages.editNotAllowed);
  }

  /** 413 when these files would take the seller's unclaimed uploads past MAX_UNCLAIMED_BYTES; in `tx`, under the seller's lock. */
  private async checkRoom({ sellerId, files }: UploadPracticeDocumentsCommand, tx?: SqlExecutor) {
    const held = await this.files.unclaimedBytesOf(sellerId, tx, tx !== undefined);
    const incoming = files.reduce((sum, file) => sum + file.size, 0);
    if (held + incoming > MAX_UNCLAIMED_BYTES) throw new ApiError(413, practiceUploadMessages.quotaExceeded);
  }
}
