import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId, type CreditType } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { PracticesReader } from '../../practices.reader';
import { EditPracticeCommand } from './edit-practice.command';

/**
 * The decider refuses another seller (403) and any status but integration_required (409), and
 * sends the practice back to pending. Files a new upload replaced leave storage after commit.
 */
@CommandHandler(EditPracticeCommand)
export class EditPracticeHandler implements ICommandHandler<EditPracticeCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly practices: PracticesReader,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, sellerId, body, context }: EditPracticeCommand): Promise<void> {
    const current = await this.practices.byId(practiceId);
    // Another seller's practice: resolve against nothing held; the decider refuses the edit anyway.
    const held = current?.userId === sellerId ? current.documents : undefined;
    const documents = await this.documentFiles.resolve(body.documents, sellerId, held);
    const { type, year, amount, discount, isTraceable = true, tributeCode = null, numSites = 1 } = body;
    let replaced: string[] = [];
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: {
        type: 'EditPractice',
        data: {
          practiceId, by: sellerId, at: this.clock().toISOString(),
          type: type as CreditType, year, amount, discount, isTraceable, tributeCode, numSites, documents,
        },
      },
      context,
      alsoInTransaction: async (tx, events) => {
        replaced = await this.documentFiles.claim(tx, practiceId, sellerId, events);
      },
    });
    await this.documentFiles.removeFromStorage(replaced);
  }
}
