import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { PracticeIds } from '../../practice-ids';
import { PracticeRequestWriter } from '../../practice-request-writer';
import { SubmitPracticeCommand } from './submit-practice.command';

/**
 * The id is taken from the sequence before deciding (ARCHITECTURE.md section 3), so ids of
 * refused submissions are skipped: the spec only needs them unique and increasing. The owner
 * is the signed-in seller; a `userId` in the body is ignored.
 */
@CommandHandler(SubmitPracticeCommand)
export class SubmitPracticeHandler implements ICommandHandler<SubmitPracticeCommand> {
  constructor(
    private readonly ids: PracticeIds,
    private readonly documentFiles: PracticeDocumentFiles,
    private readonly writer: PracticeRequestWriter,
  ) {}

  async execute({ sellerId, body, context }: SubmitPracticeCommand): Promise<number> {
    const documents = await this.documentFiles.resolve(body.documents, sellerId);
    const practiceId = await this.ids.next();
    await this.writer.write({ type: 'SubmitPractice', practiceId, sellerId, body, documents, context });
    return practiceId;
  }
}
