import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { PracticeRequestWriter } from '../../practice-request-writer';
import { PracticesReader } from '../../practices.reader';
import { EditPracticeCommand } from './edit-practice.command';

/**
 * The decider refuses another seller (403) and any status but integration_required (409), and
 * sends the practice back to pending. Files a new upload replaced leave storage after commit.
 */
@CommandHandler(EditPracticeCommand)
export class EditPracticeHandler implements ICommandHandler<EditPracticeCommand> {
  constructor(
    private readonly practices: PracticesReader,
    private readonly documentFiles: PracticeDocumentFiles,
    private readonly writer: PracticeRequestWriter,
  ) {}

  async execute({ practiceId, sellerId, body, context }: EditPracticeCommand): Promise<void> {
    const current = await this.practices.byId(practiceId);
    // Another seller's practice: resolve against nothing held; the decider refuses the edit anyway.
    const held = current?.userId === sellerId ? current.documents : undefined;
    const documents = await this.documentFiles.resolve(body.documents, sellerId, held);
    await this.writer.write({ type: 'EditPractice', practiceId, sellerId, body, documents, context });
  }
}
