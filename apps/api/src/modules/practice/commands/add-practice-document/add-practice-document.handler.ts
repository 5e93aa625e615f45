import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceUploadMessages } from '@pratiche/contracts';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { practiceDocumentKinds } from '../../../../infrastructure/uploads/file-sniffer';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { PracticeFileIntake } from '../../practice-file-intake';
import { AddPracticeDocumentCommand } from './add-practice-document.command';

/**
 * The file passes the checks of every practice document (its bytes: PDF, JPEG or PNG; a PDF
 * within `pdfBudget`) and is stored and hashed before deciding; the decider refuses another
 * seller (403), a deleted or unknown practice (404), a bad type or issue date (400). The file is
 * claimed by the practice in the append (`appendWithStoredFile`); two adds at once each append
 * their own file (a conflict decides again).
 */
@CommandHandler(AddPracticeDocumentCommand)
export class AddPracticeDocumentHandler implements ICommandHandler<AddPracticeDocumentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly intake: PracticeFileIntake,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, sellerId, typed, context }: AddPracticeDocumentCommand): Promise<void> {
    const checked = await this.intake.check(typed.file, practiceDocumentKinds, practiceUploadMessages.wrongType);
    const record = await this.intake.store(checked, sellerId);
    const { originalName, filename } = record;
    await this.documentFiles.appendWithStoredFile(record, practiceId, sellerId, (alsoInTransaction) =>
      this.executor.execute({
        decider: practiceDecider,
        streamId: practiceStreamId(practiceId),
        command: {
          type: 'AddPracticeDocument',
          data: {
            practiceId,
            by: sellerId,
            at: this.clock().toISOString(),
            document: { originalName, filename },
            docType: typed.docType,
            issuedOn: typed.issuedOn,
          },
        },
        context,
        alsoInTransaction,
      }),
    );
  }
}
