import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { apiMessages, businessDocumentMessages, twoFactorMessages, type UploadedFileResponse } from '@pratiche/contracts';
import { forbidden, userDecider, userStreamId, validationError } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { APP_CONFIG, type AppConfig } from '../../../../infrastructure/config/app-config';
import { twoFactorEnrolmentDue } from '../../../../infrastructure/http/access-policy.guard';
import { accessDenied, notAuthenticated } from '../../../../infrastructure/http/api-error';
import { documentKinds, sniffFile } from '../../../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../../../infrastructure/uploads/original-name';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { UploadBusinessDocumentCommand } from './upload-business-document.command';

/**
 * Checks the bytes, stores them under a random name and records the file. Nothing is stored
 * for a refused file. For an admin upload the file is attached to the user's account in the
 * same transaction as the BusinessDocumentAttached event; otherwise it waits, unclaimed, for a
 * registration (and is swept after an hour). A visura it replaces is deleted from storage
 * once that transaction has committed.
 */
@CommandHandler(UploadBusinessDocumentCommand)
export class UploadBusinessDocumentHandler implements ICommandHandler<UploadBusinessDocumentCommand> {
  private readonly logger = new Logger('UploadBusinessDocument');

  constructor(
    private readonly storage: UploadStorage,
    private readonly files: UploadedFiles,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'adminTwoFactorRequired'>,
  ) {}

  async execute(command: UploadBusinessDocumentCommand): Promise<UploadedFileResponse> {
    const kind = await sniffFile(command.file.path);
    if (!kind) throw validationError(businessDocumentMessages.wrongType);
    this.checkTarget(command);
    const { mimeType, extension } = documentKinds[kind];
    const filename = await this.storage.saveFile('business-document', command.file.path, command.file.size, extension);
    const record: UploadedFile = {
      filename,
      originalName: cleanOriginalName(command.file.clientName, 'visura'),
      mimeType,
      size: command.file.size,
      purpose: 'business-document',
      uploadedAt: this.clock(),
      uploadedBy: command.requester?.id ?? null,
      claimedByUser: command.targetUserId ?? null,
    };
    let replaced: string[];
    try {
      replaced = await this.record(command, record);
    } catch (error) {
      await this.storage.remove('business-document', filename);
      throw error;
    }
    await this.removeReplaced(replaced);
    return { originalName: record.originalName, filename, size: record.size, mimeType };
  }

  private checkTarget({ targetUserId, requester }: UploadBusinessDocumentCommand) {
    if (targetUserId === undefined) return;
    if (!requester) throw notAuthenticated();
    if (!requester.isAdmin) throw forbidden(apiMessages.forbidden);
    // The route is public (sign-up uploads), so the guard leaves it to the enrolment rule here:
    // attaching a visura to an account is an admin action like any other.
    if (twoFactorEnrolmentDue(requester, this.config.adminTwoFactorRequired)) throw accessDenied(twoFactorMessages.enrolmentRequired);
  }

  /** Records the file; returns the names of the visure it replaced (their rows are gone with the commit). */
  private async record(command: UploadBusinessDocumentCommand, record: UploadedFile): Promise<string[]> {
    const { targetUserId, requester, context } = command;
    if (targetUserId === undefined || !requester) {
      await this.files.insert(record);
      return [];
    }
    let replaced: string[] = [];
    await this.executor.execute({
      decider: userDecider,
      streamId: userStreamId(targetUserId),
      command: {
        type: 'AttachBusinessDocument',
        data: {
          userId: targetUserId,
          at: record.uploadedAt.toISOString(),
          by: requester.id,
          document: { originalName: record.originalName, filename: record.filename },
        },
      },
      context,
      alsoInTransaction: async (tx) => {
        await this.files.insert(record, tx);
        replaced = await this.files.releaseClaimed(tx, targetUserId, 'business-document', record.filename);
      },
    });
    return replaced;
  }

  /** After the commit: the upload already succeeded, so a file left behind is logged, not answered. */
  private async removeReplaced(filenames: string[]) {
    for (const filename of filenames) {
      await this.storage.remove('business-document', filename).catch((error) => this.logger.error(`Visura ${filename} non rimossa: ${String(error)}`));
    }
  }
}
