import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceApiMessages } from '@pratiche/contracts';
import { documentCategories, notFound, practiceDecider, practiceMessages, practiceStreamId, validationError, type PracticeEvent } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { isStoredName } from '../../../../infrastructure/uploads/upload-storage';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { ReplacePracticeDocumentCommand } from './replace-practice-document.command';

/** Whether the practice would list `filename` twice: the same upload sent to replace two documents. */
const heldTwice = (events: readonly PracticeEvent[], filename: string) =>
  events.some(
    (e) => e.type === 'PracticeDocumentsChanged' && documentCategories.flatMap((c) => e.data.documents[c]).filter((d) => d.filename === filename).length > 1,
  );

/**
 * The new file must be an upload of the owner that nothing took yet; it is claimed in the append
 * transaction like an edit's files, so two replaces naming one upload cannot both succeed (400).
 * The replaced file leaves storage after commit. Any review status: the new file awaits review.
 */
@CommandHandler(ReplacePracticeDocumentCommand)
export class ReplacePracticeDocumentHandler implements ICommandHandler<ReplacePracticeDocumentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, filename, sellerId, body, context }: ReplacePracticeDocumentCommand): Promise<void> {
    if (!isStoredName(filename)) throw notFound(practiceMessages.documentNotFound);
    const document = await this.documentFiles.resolveUpload(body, sellerId);
    let replaced: string[] = [];
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: { type: 'ReplacePracticeDocument', data: { practiceId, by: sellerId, at: this.clock().toISOString(), filename, document } },
      context,
      alsoInTransaction: async (tx, events) => {
        // Decided again after a concurrent replace took the upload for another document of this practice.
        if (heldTwice(events, document.filename)) throw validationError(practiceApiMessages.documentNotAvailable);
        replaced = await this.documentFiles.claim(tx, practiceId, sellerId, events);
      },
    });
    await this.documentFiles.removeFromStorage(replaced);
  }
}
