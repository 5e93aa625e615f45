import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { dueDiligenceApiMessages } from '@pratiche/contracts';
import { practiceDecider, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { PracticeFileIntake } from '../../practice-file-intake';
import { ReconfirmCreditCommand } from './reconfirm-credit.command';

/**
 * The extract passes the checks of every practice document (a PDF only here) and is stored; the
 * decider refuses another seller (403), a practice not on sale (409), a date in the future or
 * stale and a rata not on sale (400). The extract is claimed by the practice in the append, with
 * the document change and the reconfirmation (one append on the practice's stream:
 * `appendWithStoredFile`); the extract it replaces leaves storage after commit.
 */
@CommandHandler(ReconfirmCreditCommand)
export class ReconfirmCreditHandler implements ICommandHandler<ReconfirmCreditCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly intake: PracticeFileIntake,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, sellerId, declaration, context }: ReconfirmCreditCommand): Promise<void> {
    const checked = await this.intake.check(declaration.extract, ['pdf'], dueDiligenceApiMessages.extractNotPdf);
    const record = await this.intake.store(checked, sellerId);
    const { originalName, filename, sha256 } = record;
    await this.documentFiles.appendWithStoredFile(record, practiceId, sellerId, (alsoInTransaction) =>
      this.executor.execute({
        decider: practiceDecider,
        streamId: practiceStreamId(practiceId),
        command: {
          type: 'ReconfirmCredit',
          data: {
            practiceId,
            by: sellerId,
            at: this.clock().toISOString(),
            asOf: declaration.asOf,
            rataIds: declaration.rataIds,
            extract: { originalName, filename, sha256: sha256! },
          },
        },
        context,
        alsoInTransaction,
      }),
    );
  }
}
