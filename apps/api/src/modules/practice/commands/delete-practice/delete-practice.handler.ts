import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { UploadedFiles } from '../../../../infrastructure/uploads/uploaded-files';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { DeletePracticeCommand } from './delete-practice.command';

/**
 * The log keeps the practice's history (PracticeDeleted); its read-model row goes, and so do its
 * files: nobody may download them any more, so keeping them would only hold data for nothing.
 */
@CommandHandler(DeletePracticeCommand)
export class DeletePracticeHandler implements ICommandHandler<DeletePracticeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly files: UploadedFiles,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, adminId, context }: DeletePracticeCommand): Promise<void> {
    let released: string[] = [];
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'DeletePractice', data: { practiceId, by: adminId, at: this.clock().toISOString() } },
      context,
      alsoInTransaction: async (tx) => {
        released = await this.files.deleteClaimedByPractice(tx, practiceId);
      },
    });
    await this.documentFiles.removeFromStorage(released);
  }
}
