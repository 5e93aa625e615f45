import { Inject, Injectable } from '@nestjs/common';
import { practiceStreamId, type PracticeDocumentsAccessed, type StoredDocument } from '@pratiche/domain';
import { CLOCK, type Clock } from '../../infrastructure/clock/clock';
import { CommandExecutor } from '../../infrastructure/command-handling/command-executor';
import type { RequestContext } from '../../infrastructure/command-handling/request-context';

/**
 * The document access log of a practice (issue 7): every download, by anyone, appends
 * `PracticeDocumentsAccessed` before the bytes leave, so a download the client aborts is still
 * on record. Expected version 'any': a download never conflicts with the practice's commands.
 */
@Injectable()
export class PracticeAccessLog {
  constructor(
    private readonly executor: CommandExecutor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async record(practiceId: number, by: number, what: 'document' | 'zip', documents: StoredDocument[], context: RequestContext): Promise<void> {
    const event: PracticeDocumentsAccessed = {
      type: 'PracticeDocumentsAccessed',
      data: { practiceId, by, at: this.clock().toISOString(), what, documents: documents.map(({ originalName, filename }) => ({ originalName, filename })) },
    };
    await this.executor.record(practiceStreamId(practiceId), [event], context);
  }
}
