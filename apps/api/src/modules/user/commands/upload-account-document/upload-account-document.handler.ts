import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { accountDocumentUploadMessages } from '@pratiche/contracts';
import { userDecider, userStreamId, validationError, type Decider, type UserCommand, type UserEvent, type UserState } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { documentKinds, practiceDocumentKinds, sniffFile } from '../../../../infrastructure/uploads/file-sniffer';
import { cleanOriginalName } from '../../../../infrastructure/uploads/original-name';
import { UploadStorage } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles, type UploadedFile } from '../../../../infrastructure/uploads/uploaded-files';
import { UploadAccountDocumentCommand } from './upload-account-document.command';

const PURPOSE = 'account-document';

/**
 * As the visura's upload (upload-business-document): the bytes are sniffed (PDF, JPEG or PNG, like
 * a practice's documents: identity documents are often photos), stored under a random name, and
 * the `uploaded_files` row, claimed by the account, is inserted in the transaction that appends
 * `AccountDocumentAttached` (the decider checks the kind and its year or expiry at the clock's
 * time). In the same transaction the rows of the account's documents that are no longer current
 * (the one of the same kind and year this upload replaces) are deleted; their files leave storage
 * after the commit, never before. A refusal or a failed append leaves no row and removes the new
 * file. Two uploads at once: the second appends at a version the first moved, so it decides again
 * on the first's document and replaces it; both land in order, each file with its row until replaced.
 */
@CommandHandler(UploadAccountDocumentCommand)
export class UploadAccountDocumentHandler implements ICommandHandler<UploadAccountDocumentCommand> {
  private readonly logger = new Logger('UploadAccountDocument');

  constructor(
    private readonly storage: UploadStorage,
    private readonly files: UploadedFiles,
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, file, fields, context }: UploadAccountDocumentCommand): Promise<void> {
    const kind = await sniffFile(file.path, practiceDocumentKinds);
    if (!kind) throw validationError(accountDocumentUploadMessages.wrongType);
    const { mimeType, extension } = documentKinds[kind];
    const filename = await this.storage.saveFile(PURPOSE, file.path, file.size, extension);
    const now = this.clock();
    const record: UploadedFile = {
      filename,
      originalName: cleanOriginalName(file.clientName, fields.kind === 'bilancio' ? 'bilancio' : 'documento'),
      mimeType,
      size: file.size,
      purpose: PURPOSE,
      uploadedAt: now,
      uploadedBy: userId,
      claimedByUser: userId,
    };
    let replaced: string[] = [];
    try {
      // The state this attempt decided on: the documents still current after its event are kept.
      let decidedOn: UserState = userDecider.initialState();
      const decider: Decider<UserState, UserCommand, UserEvent> = {
        ...userDecider,
        decide: (command, state) => {
          decidedOn = state;
          return userDecider.decide(command, state);
        },
      };
      await this.executor.execute({
        decider,
        streamId: userStreamId(userId),
        command: {
          type: 'AttachAccountDocument' as const,
          data: {
            userId,
            at: now.toISOString(),
            by: userId,
            kind: fields.kind,
            year: fields.year === undefined || fields.year === null || fields.year.trim() === '' ? null : Number(fields.year.trim()),
            expiresOn: fields.expiresOn?.trim() || null,
            document: { originalName: record.originalName, filename },
          },
        },
        context,
        alsoInTransaction: async (tx, events) => {
          await this.files.insert(record, tx);
          const after = events.reduce(userDecider.evolve, decidedOn);
          const current = 'tradingDocuments' in after ? after.tradingDocuments.map((d) => d.document.filename) : [filename];
          replaced = await this.files.releaseClaimedExcept(tx, userId, PURPOSE, current);
        },
      });
    } catch (error) {
      await this.storage.remove(PURPOSE, filename);
      throw error;
    }
    for (const name of replaced) {
      await this.storage.remove(PURPOSE, name).catch((error) => this.logger.error(`Documento ${name} non rimosso: ${String(error)}`));
    }
  }
}
