import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceUploadMessages, type UploadedFileResponse } from '@pratiche/contracts';
import { forbidden, notFound, practiceMessages, validationError } from '@pratiche/domain';
import type { Database, SqlExecutor } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { ApiError } from '../../../../infrastructure/http/api-error';
import { practiceDocumentKinds } from '../../../../infrastructure/uploads/file-sniffer';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { PracticeFileIntake, type CheckedFile } from '../../practice-file-intake';
import { PracticesReader } from '../../practices.reader';
import { UploadPracticeDocumentsCommand } from './upload-practice-documents.command';

/** Bytes a seller may hold in uploads no practice took yet: bounds what one account can park on the disk or bucket. */
export const MAX_UNCLAIMED_BYTES = 100 * 1024 * 1024;

/**
 * All or nothing: every file is checked by its bytes (a PDF also by its pages and objects,
 * `pdfBudget`; `PracticeFileIntake`) before any is stored, and a refusal names
 * the file (the form lists rejected files as 'name: reason'). Stored files wait unclaimed until
 * a practice names them, and are swept after an hour otherwise; a seller holds at most
 * MAX_UNCLAIMED_BYTES of them (checked before storing, and again under a per-seller lock when
 * the rows are inserted, so parallel uploads cannot both pass).
 */
@CommandHandler(UploadPracticeDocumentsCommand)
export class UploadPracticeDocumentsHandler implements ICommandHandler<UploadPracticeDocumentsCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly files: UploadedFiles,
    private readonly practices: PracticesReader,
    private readonly intake: PracticeFileIntake,
  ) {}

  async execute(command: UploadPracticeDocumentsCommand): Promise<UploadedFileResponse[]> {
    if (command.files.length === 0) throw validationError(practiceUploadMessages.missing);
    await this.checkPractice(command);
    const checked: CheckedFile[] = [];
    for (const file of command.files) checked.push(await this.intake.check(file, practiceDocumentKinds, practiceUploadMessages.wrongType));
    await this.checkRoom(command);
    const records: UploadedFile[] = [];
    try {
      for (const file of checked) records.push(await this.intake.store(file, command.sellerId));
      await this.db.transaction(async (tx) => {
        await this.checkRoom(command, tx);
        for (const record of records) await this.files.insert(record, tx);
      });
    } catch (error) {
      await this.intake.discard(records);
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

  /** 413 when these files would take the seller's unclaimed uploads past MAX_UNCLAIMED_BYTES; in `tx`, under the seller's lock. */
  private async checkRoom({ sellerId, files }: UploadPracticeDocumentsCommand, tx?: SqlExecutor) {
    const held = await this.files.unclaimedBytesOf(sellerId, tx, tx !== undefined);
    const incoming = files.reduce((sum, file) => sum + file.size, 0);
    if (held + incoming > MAX_UNCLAIMED_BYTES) throw new ApiError(413, practiceUploadMessages.quotaExceeded);
  }
}
