import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { apiMessages, businessDocumentMessages, type UploadedFileResponse } from '@pratiche/contracts';
import { forbidden, userDecider, userStreamId, validationError } from '@pratiche/domain';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { notAuthenticated } from '../../../../infrastructure/http/api-error';
import { documentKinds, sniffDocument } from '../../../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../../../infrastructure/uploads/original-name';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadBusinessDocumentCommand } from './upload-business-document.command';

/**
 * Checks the bytes, stores them under a random name and records the file. Nothing is stored
 * for a refused file. For an admin upload the file is attached to the user's account in the
 * same transaction as the BusinessDocumentAttached event; otherwise it waits, unclaimed, for a
 * registration (and is swept after 24 hours).
 */
@CommandHandler(UploadBusinessDocumentCommand)
export class UploadBusinessDocumentHandler implements ICommandHandler<UploadBusinessDocumentCommand> {
  constructor(
    private readonly storage: UploadStorage,
    private readonly files: UploadedFiles,
    private readonly executor: CommandExecutor,
  ) {}

  async execute(command: UploadBusinessDocumentCommand): Promise<UploadedFileResponse> {
    const kind = sniffDocument(command.file.bytes);
    if (!kind) throw validationError(businessDocumentMessages.wrongType);
    this.checkTarget(command);
    const { mimeType, extension } = documentKinds[kind];
    const filename = await this.storage.save('business-document', command.file.bytes, extension);
    const record: UploadedFile = {
      filename, originalName: cleanOriginalName(command.file.clientName, 'visura'), mimeType, size: command.file.bytes.length,
      purpose: 'business-document', uploadedAt: new Date(), uploadedBy: command.requester?.id ?? null,
      claimedByUser: command.targetUserId ?? null,
    };
    try {
      await this.record(command, record);
    } catch (error) {
      await this.storage.remove('business-document', filename);
      throw error;
    }
    return { originalName: record.originalName, filename, size: record.size, mimeType };
  }

  private checkTarget({ targetUserId, requester }: UploadBusinessDocumentCommand) {
    if (targetUserId === undefined) return;
    if (!requester) throw notAuthenticated();
    if (!requester.isAdmin) throw forbidden(apiMessages.forbidden);
  }

  private async record(command: UploadBusinessDocumentCommand, record: UploadedFile) {
    const { targetUserId, requester, context } = command;
    if (targetUserId === undefined || !requester) return this.files.insert(record);
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(targetUserId),
      command: {
        type: 'AttachBusinessDocument',
        data: {
          userId: targetUserId, at: record.uploadedAt.toISOString(), by: requester.id,
          document: { originalName: record.originalName, filename: record.filename },
        },
      },
      context,
      alsoInTransaction: (tx) => this.files.insert(record, tx),
    });
  }
}
