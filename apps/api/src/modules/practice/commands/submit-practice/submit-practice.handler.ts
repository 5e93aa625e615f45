import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { practiceDecider, practiceStreamId, type CreditType } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../../../infrastructure/clock/clock';
import { CommandExecutor } from '../../../../infrastructure/command-handling/command-executor';
import type { Database } from '../../../../infrastructure/database/database';
import { DATABASE } from '../../../../infrastructure/database/database.tokens';
import { PracticeDocumentFiles } from '../../practice-document-files';
import { SubmitPracticeCommand } from './submit-practice.command';

/**
 * The id is taken from the sequence before deciding (ARCHITECTURE.md section 3), so ids of
 * refused submissions are skipped: the spec only needs them unique and increasing. The owner
 * is the signed-in seller; a `userId` in the body is ignored.
 */
@CommandHandler(SubmitPracticeCommand)
export class SubmitPracticeHandler implements ICommandHandler<SubmitPracticeCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly executor: CommandExecutor,
    private readonly documentFiles: PracticeDocumentFiles,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ sellerId, body, context }: SubmitPracticeCommand): Promise<number> {
    const documents = await this.documentFiles.resolve(body.documents, sellerId);
    const { rows } = await this.db.query<{ id: number }>("SELECT nextval('practice_id_seq')::int AS id");
    const practiceId = rows[0]!.id;
    const { type, year, amount, discount, isTraceable = true, tributeCode = null, numSites = 1 } = body;
    await this.executor.execute({
      decider: practiceDecider,
      streamId: practiceStreamId(practiceId),
      command: {
        type: 'SubmitPractice',
        data: {
          practiceId, by: sellerId, at: this.clock().toISOString(),
          type: type as CreditType, year, amount, discount, isTraceable, tributeCode, numSites, documents,
        },
      },
      context,
      alsoInTransaction: (tx, events) => this.documentFiles.claim(tx, practiceId, sellerId, events).then(() => undefined),
    });
    return practiceId;
  }
}
