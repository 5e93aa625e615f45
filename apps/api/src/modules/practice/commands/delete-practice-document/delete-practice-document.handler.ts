import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, practiceDecider, practiceMessages, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { isStoredName } from '../../../../infrastructure/uploads/upload-storage';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { DeletePracticeDocumentCommand } from './delete-practice-document.command';

/**
 * A name that is not of the shape the storage creates cannot be a document (404) and never
 * reaches a path. The file leaves storage after the event is committed.
 */
@CommandHandler(DeletePracticeDocumentCommand)
export class DeletePracticeDocumentHandler implements ICommandHandler<DeletePracticeDocumentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly files: UploadedFiles,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, filename, adminId, context }: DeletePracticeDocumentCommand): Promise<void> {
    if (!isStoredName(filename)) throw notFound(practiceMessages.documentNotFound);
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'DeletePracticeDocument', data: { practiceId, by: adminId, at: this.clock().toISOString(), filename } },
      context,
      alsoInTransaction: (tx) => this.files.deleteRows(tx, [filename]),
    });
    await this.documentFiles.removeFromStorage([filename]);
  }
}
