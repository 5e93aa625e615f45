import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { notFound, practiceDecider, practiceMessages, practiceStreamId } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import { isStoredName } from '../../../../infrastructure/uploads/upload-storage';
import { TypePracticeDocumentCommand } from './type-practice-document.command';

/**
 * The decider refuses another seller (403), a closed practice (409), an unknown type or one
 * that goes stale without its issue date (400); the retyped document awaits a new review.
 */
@CommandHandler(TypePracticeDocumentCommand)
export class TypePracticeDocumentHandler implements ICommandHandler<TypePracticeDocumentCommand> {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ practiceId, filename, sellerId, body, context }: TypePracticeDocumentCommand): Promise<void> {
    if (!isStoredName(filename)) throw notFound(practiceMessages.documentNotFound);
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: {
        type: 'TypePracticeDocument',
        data: { practiceId, by: sellerId, at: this.clock().toISOString(), filename, docType: body.docType, issuedOn: body.issuedOn ?? null },
      },
      context,
    });
  }
}
